// Made by scripts/kata.py from Sources/CitiesVIP/CityWeather/CityWeatherDataStore.swift.

import CitiesDomain

/// What the city-weather interactor keeps, filled by the route that leads here.
@MainActor
public protocol CityWeatherDataStore: AnyObject {
  /// The city whose weather the scene shows; the cities router passes it on.
  var city: City? { get set }
}
