import CitiesDomain

/// Leaves the city-weather scene; the app implements it with its own navigation.
///
/// Only the presenter calls it, and holds it strongly: a router that needs the view must keep it
/// weakly.
@MainActor
public protocol CityWeatherRouter {
  /// Goes back to the saved-cities list.
  func closeCityWeather()

  /// Goes back to the saved-cities list, carrying the city renamed here: the list's configurator
  /// takes it, as the weather's takes the city carried forward.
  func closeCityWeather(afterRenaming city: City)
}
