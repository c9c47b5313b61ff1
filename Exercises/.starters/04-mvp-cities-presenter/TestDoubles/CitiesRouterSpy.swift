// Made by scripts/kata.py from Sources/CitiesMVPTestSupport/Cities/CitiesRouterSpy.swift.

import CitiesDomain
import Exercise04Starter

/// A `CitiesRouter` that records, in order, every navigation its presenter asked for.
@MainActor
public final class CitiesRouterSpy: MessageSpy<CitiesRouterSpy.Message>, CitiesRouter {
  /// One navigation the presenter asked for.
  public enum Message: Equatable, Sendable {
    case showCityWeather(City)
    case showAddCity
  }

  public func showCityWeather(for city: City) { record(.showCityWeather(city)) }

  public func showAddCity() { record(.showAddCity) }
}
