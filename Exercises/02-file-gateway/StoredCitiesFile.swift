// Made by scripts/kata.py from Sources/CitiesData/Persistence/StoredCitiesFile.swift.

import CitiesData

/// The whole file of saved cities: a format version and the cities in the order they were added.
struct StoredCitiesFile: Codable, Equatable {
  /// The only version this build reads and writes; a file with another one is refused, not guessed.
  static let currentVersion = 1

  var version: Int
  var cities: [StoredCity]

  /// Makes a file of the current version holding the given cities.
  init(cities: [StoredCity]) {
    self.version = Self.currentVersion
    self.cities = cities
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    // The version is checked before anything else, because a newer format may have another shape
    // and the person reading the error should learn about the version, not about a missing key.
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version,
        in: container,
        debugDescription:
          "it has format version \(version), and this app reads only version \(Self.currentVersion)"
      )
    }
    cities = try container.decode([StoredCity].self, forKey: .cities)
  }
}
