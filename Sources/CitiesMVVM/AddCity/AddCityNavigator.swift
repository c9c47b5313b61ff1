/// Takes the user from the add-city search back to the list; the app implements it.
///
/// The navigator owns the scene it shows, so the view model holds it weakly.
@MainActor
public protocol AddCityNavigator: AnyObject {
  /// Closes the search and returns to the cities list.
  func closeAddCity()
}
