// Made by scripts/kata.py from Sources/CitiesMVVMTestSupport/Cities/CitiesNavigatorSpy.swift.

import CitiesDomain
import Exercise06Starter

/// A `CitiesNavigator` that records every navigation it was asked for, in order, and keeps the
/// callback the last weather was given, so a test can pass a renamed city back through it.
@MainActor
public final class CitiesNavigatorSpy: MessageSpy<CitiesNavigatorSpy.Message>, CitiesNavigator {
  /// One navigation request.
  public enum Message: Equatable {
    case showCityWeather(City)
    case showAddCity
  }

  /// The callback handed over with the last weather asked for.
  public private(set) var didRenameCity: (@MainActor (City) -> Void)?

  public func showCityWeather(
    for city: City, didRenameCity: @escaping @MainActor (City) -> Void
  ) {
    self.didRenameCity = didRenameCity
    record(.showCityWeather(city))
  }

  public func showAddCity() { record(.showAddCity) }
}
