// Made by scripts/kata.py from Sources/CitiesVIP/CityWeather/CityWeatherDataStore.swift.

import CitiesDomain
import CitiesPresentationWords

/// What the city-weather interactor keeps, filled by the route that leads here.
@MainActor
public protocol CityWeatherDataStore: AnyObject {
  /// The city whose weather the scene shows; the cities router passes it on.
  var city: City? { get set }
  /// The order the list showed, kept to pass back to it.
  var listOrder: CitiesListOrder { get set }
  /// The city as it was last renamed here, if it was, for the list to show without loading.
  var renamedCity: City? { get }
}
