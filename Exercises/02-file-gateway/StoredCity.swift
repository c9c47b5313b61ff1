// Made by scripts/kata.py from Sources/CitiesData/Persistence/StoredCity.swift.

import CitiesData

/// One saved city as the file stores it: a persistence entity kept apart from `City`, so the file's
/// format changes only when this type does, never by accident through the domain.
struct StoredCity: Codable, Equatable {
  var id: Int
  var name: String
  var region: String?
  var country: String?
  var countryCode: String?
  var latitude: Double
  var longitude: Double
  var timeZone: String?
}
