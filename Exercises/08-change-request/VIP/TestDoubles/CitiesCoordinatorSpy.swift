// Made by scripts/kata.py from Sources/CitiesVIPTestSupport/Cities/CitiesCoordinatorSpy.swift.

import CitiesDomain

/// A VIP cities coordinator that records every screen change it is asked for.
@MainActor
public final class CitiesCoordinatorSpy: MessageSpy<CitiesCoordinatorSpy.Message>, CitiesCoordinator
{
  /// One screen change asked for.
  public enum Message: Equatable {
    /// `showCityWeather(for:)` was called with the city.
    case showCityWeather(City)
    /// `showAddCity()` was called.
    case showAddCity
  }

  public func showCityWeather(for city: City) {
    record(.showCityWeather(city))
  }

  public func showAddCity() {
    record(.showAddCity)
  }
}
