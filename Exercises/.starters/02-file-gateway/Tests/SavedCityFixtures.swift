// Made by scripts/kata.py from Tests/CitiesDataTests/Persistence/SavedCityFixtures.swift.

import CitiesDomain
import Exercise02Starter
import Foundation

/// Berlin with every detail a search can give, so a round trip through a store checks each field.
func cityWithEveryDetail() -> City {
  City(
    id: 2_950_159,
    name: "Berlin",
    region: "Berlin",
    country: "Germany",
    countryCode: "DE",
    coordinates: Coordinates(latitude: 52.52437, longitude: 13.41053),
    timeZone: "Europe/Berlin"
  )
}

/// Reykjavík with only the details a city always has, so a store is seen to keep the gaps.
func cityWithOnlyRequiredDetails() -> City {
  City(
    id: 3_413_829,
    name: "Reykjavík",
    coordinates: Coordinates(latitude: 64.13548, longitude: -21.89541)
  )
}

/// A plain city whose id and name both come from `number`, for tests that need many of them.
func city(number: Int) -> City {
  City(
    id: number,
    name: "City \(number)",
    coordinates: Coordinates(latitude: Double(number % 90), longitude: Double(number % 180))
  )
}

/// A store file in the app's format holding `cities`, built as text so a large one is quick.
func storeFile(holding cities: [City]) -> Data {
  let entries = cities.map { city in
    #"{"id":\#(city.id),"name":"\#(city.name)","latitude":\#(city.coordinates.latitude),"#
      + #""longitude":\#(city.coordinates.longitude)}"#
  }
  return Data(#"{"version":1,"cities":[\#(entries.joined(separator: ","))]}"#.utf8)
}
