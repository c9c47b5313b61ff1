/// Takes the user from a city's weather back to the list; the app implements it.
///
/// The navigator owns the scene it shows, so the view model holds it weakly.
@MainActor
public protocol CityWeatherNavigator: AnyObject {
  func closeCityWeather()
}
