// Made by scripts/kata.py from Sources/CitiesTestSupport/MVP/CitiesRouterSpy.swift.

import CitiesDomain

/// A `CitiesRouter` that records, in order, every navigation its presenter asked for.
@MainActor
public final class CitiesRouterSpy: CitiesRouter {
  /// One navigation the presenter asked for.
  public enum Message: Equatable, Sendable {
    case showCityWeather(City)
    case showAddCity
  }

  /// Every navigation so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a router that has navigated nowhere yet.
  public init() {}

  public func showCityWeather(for city: City) { messages.append(.showCityWeather(city)) }

  public func showAddCity() { messages.append(.showAddCity) }
}
