// Made by scripts/kata.py from Sources/CitiesMVVMTestSupport/Cities/CitiesNavigatorSpy.swift.

import CitiesDomain
import Exercise06Starter

/// A `CitiesNavigator` that records every navigation it was asked for, in order.
@MainActor
public final class CitiesNavigatorSpy: MessageSpy<CitiesNavigatorSpy.Message>, CitiesNavigator {
  /// One navigation request.
  public enum Message: Equatable {
    case showCityWeather(City)
    case showAddCity
  }

  public func showCityWeather(for city: City) { record(.showCityWeather(city)) }

  public func showAddCity() { record(.showAddCity) }
}
