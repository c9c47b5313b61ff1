/// Where the add-city scene can lead; the view calls it on cancel and once a city is added.
@MainActor
public protocol AddCityRoutingLogic: AnyObject {
  /// Goes back to the saved list.
  func routeToCities()
}
