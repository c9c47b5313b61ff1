/// Where the city-weather presenter may send the user.
@MainActor
public protocol CityWeatherWireframe: AnyObject {
  /// Closes the weather, back onto the saved list.
  func closeWeather()
}

/// The city-weather scene's wireframe: the weather leads back to the list only.
@MainActor
public final class CityWeatherRouter: AppRouter, CityWeatherWireframe {
  public func closeWeather() { navigator?.showCities() }
}
