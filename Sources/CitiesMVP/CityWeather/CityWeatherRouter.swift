/// Leaves the city-weather scene; the app implements it with its own navigation.
///
/// Only the presenter calls it, and holds it strongly: a router that needs the view must keep it
/// weakly.
@MainActor
public protocol CityWeatherRouter {
  /// Goes back to the saved-cities list.
  func closeCityWeather()
}
