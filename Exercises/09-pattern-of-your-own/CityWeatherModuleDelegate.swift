// Made by scripts/kata.py from Sources/CitiesVIPER/CityWeather/CityWeatherModuleDelegate.swift.

import CitiesDomain

/// What the weather module reports to the module that presented it: the city renamed, so the
/// module beneath shows the new name without reading it again; the list's presenter implements it.
@MainActor
public protocol CityWeatherModuleDelegate: AnyObject {
  func cityWeatherModuleDidRename(_ city: City)
}
