// Made by scripts/kata.py from Sources/CitiesTestSupport/MVVM/CitiesNavigatorSpy.swift.

import CitiesDomain

/// A `CitiesNavigator` that records every navigation it was asked for, in order.
@MainActor
public final class CitiesNavigatorSpy: CitiesNavigator {
  /// One navigation request.
  public enum Message: Equatable {
    /// `showCityWeather(for:)` with its city.
    case showCityWeather(City)
    /// `showAddCity()`.
    case showAddCity
  }

  /// Every request so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a navigator that has been asked for nothing yet.
  public init() {}

  public func showCityWeather(for city: City) { messages.append(.showCityWeather(city)) }

  public func showAddCity() { messages.append(.showAddCity) }
}
