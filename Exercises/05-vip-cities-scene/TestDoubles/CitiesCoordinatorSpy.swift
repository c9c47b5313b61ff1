// Made by scripts/kata.py from Sources/CitiesTestSupport/VIP/Cities/CitiesCoordinatorSpy.swift.

import CitiesDomain

/// A VIP cities coordinator that records every screen change it is asked for.
@MainActor
public final class CitiesCoordinatorSpy: CitiesCoordinator {
  /// One screen change asked for.
  public enum Message: Equatable {
    /// `showCityWeather(for:)` was called with the city.
    case showCityWeather(City)
    /// `showAddCity()` was called.
    case showAddCity
  }

  /// Every screen change so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a coordinator that has been asked for nothing yet.
  public init() {}

  public func showCityWeather(for city: City) {
    messages.append(.showCityWeather(city))
  }

  public func showAddCity() {
    messages.append(.showAddCity)
  }
}
