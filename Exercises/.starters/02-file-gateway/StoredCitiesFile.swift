// Made by scripts/kata.py from Sources/CitiesData/Persistence/StoredCitiesFile.swift.

import CitiesData

/// The whole file of saved cities: a format version and the cities in the order they were added.
///
/// Fields it does not know are kept in `otherFields` and written back, as each city keeps its own.
struct StoredCitiesFile: Codable, Equatable {
  /// The only version this build reads and writes; a file with another one is refused, not guessed.
  static let currentVersion = 1

  var version: Int
  var cities: [StoredCity]
  var otherFields: [String: JSONValue] = [:]

  private static let knownFields: Set<String> = ["version", "cities"]

  /// Makes a file of the current version holding the given cities.
  init(cities: [StoredCity]) {
    self.version = Self.currentVersion
    self.cities = cities
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let versionKey = AnyCodingKey("version")
    version = try container.decode(Int.self, forKey: versionKey)
    // The version is checked before anything else, because a newer format may have another shape
    // and the person reading the error should learn about the version, not about a missing key.
    guard version == Self.currentVersion else {
      throw StoreFormatProblem(
        "it has format version \(version), and this app reads only version \(Self.currentVersion)"
      ).decodingError(at: [versionKey])
    }
    cities = try container.decode([StoredCity].self, forKey: AnyCodingKey("cities"))
    otherFields = try container.otherFields(besides: Self.knownFields)
    try Self.checkIDsAreUnique(cities)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(version, forKey: AnyCodingKey("version"))
    try container.encode(cities, forKey: AnyCodingKey("cities"))
    try container.encode(otherFields: otherFields)
  }

  // A hand-edited file may hold one id twice; deleting that city would then remove both rows, so
  // the file is refused instead, naming the id and both places.
  private static func checkIDsAreUnique(_ cities: [StoredCity]) throws {
    guard let (id, first, second) = repeatedID(in: cities) else { return }
    let reason = "the id \(id) appears twice, at cities[\(first)] and cities[\(second)]"
    throw StoreFormatProblem(reason).decodingError(at: [AnyCodingKey("cities")])
  }

  /// The first id that appears twice, with the places of its first two appearances.
  static func repeatedID(in cities: [StoredCity]) -> (id: Int, first: Int, second: Int)? {
    var firstIndex: [Int: Int] = [:]
    firstIndex.reserveCapacity(cities.count)
    for (index, city) in cities.enumerated() {
      if let earlier = firstIndex.updateValue(index, forKey: city.id) {
        return (city.id, earlier, index)
      }
    }
    return nil
  }
}
