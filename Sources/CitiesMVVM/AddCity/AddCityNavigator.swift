/// Takes the user from the add-city search back to the list; the app implements it.
///
/// The navigator owns the scene it shows, so the view model holds it weakly.
@MainActor
public protocol AddCityNavigator: AnyObject {
  /// Called once the chosen city is saved, or on cancel; the city is not passed back, since the
  /// list loads the saved cities again as it reappears.
  func closeAddCity()
}
