import CitiesDomain

/// What the search module reports to the module that presented it: the city it added, once it has
/// dismissed itself; the presenting module's presenter implements it.
@MainActor
public protocol AddCityModuleDelegate: AnyObject {
  func addCityModuleDidAdd(_ city: City) async
}
