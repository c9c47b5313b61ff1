// Made by scripts/kata.py from Sources/CitiesVIPERTestSupport/Shared/AppNavigatorSpy.swift.

import CitiesDomain

/// The app's navigator as VIPER's routers see it: it records every screen they asked for.
@MainActor
public final class AppNavigatorSpy: MessageSpy<AppNavigatorSpy.Message>, AppNavigator {
  /// One screen a router asked for.
  public enum Message: Equatable {
    /// The weather of the city.
    case showCityWeather(City)
    /// The search for a city to add.
    case showAddCity
    /// The saved list.
    case showCities
  }

  public func showCityWeather(for city: City) { record(.showCityWeather(city)) }

  public func showAddCity() { record(.showAddCity) }

  public func showCities() { record(.showCities) }
}
