// Made by scripts/kata.py from Sources/CitiesData/Persistence/PlainJSONScanner+StoredCitiesFile.swift.

import CitiesData

extension PlainJSONScanner {
  /// Reads a whole store, checking what the format requires: version 1, a list of cities, each
  /// with an id, a name and coordinates, no id twice.
  mutating func readStoredCitiesFile() throws(Unsupported) -> StoredCitiesFile {
    var version: Int?
    var cities: [StoredCity]?
    var otherFields: [String: JSONValue] = [:]
    try readObject { scanner, key throws(Unsupported) in
      switch key {
      case "version" where version == nil: version = try scanner.readInteger()
      case "cities" where cities == nil: cities = try scanner.readCities()
      case "version", "cities": throw Unsupported()
      default: try otherFields.add(scanner.readValue(depth: 1), forKey: key)
      }
    }
    try finish()
    // A newer version, a missing list or an id saved twice: JSONDecoder words the error.
    guard version == StoredCitiesFile.currentVersion, let cities,
      StoredCitiesFile.repeatedID(in: cities) == nil
    else { throw Unsupported() }
    var file = StoredCitiesFile(cities: cities)
    file.otherFields = otherFields
    return file
  }

  private mutating func readCities() throws(Unsupported) -> [StoredCity] {
    var cities: [StoredCity] = []
    try readArray { scanner throws(Unsupported) in cities.append(try scanner.readCity()) }
    return cities
  }

  private mutating func readCity() throws(Unsupported) -> StoredCity {
    var city = StoredCity(id: 0, name: "", latitude: 0, longitude: 0)
    var found = KnownCityFields()
    try readObject { scanner, key throws(Unsupported) in
      try found.once(key)
      switch key {
      case "id": city.id = try scanner.readInteger()
      case "name": city.name = try scanner.readString()
      case "region": city.region = try scanner.readOptionalString()
      case "country": city.country = try scanner.readOptionalString()
      case "countryCode": city.countryCode = try scanner.readOptionalString()
      case "latitude": city.latitude = try scanner.readDouble()
      case "longitude": city.longitude = try scanner.readDouble()
      case "timeZone": city.timeZone = try scanner.readOptionalString()
      default: try city.otherFields.add(scanner.readValue(depth: 3), forKey: key)
      }
    }
    guard found.isSuperset(of: .required) else { throw Unsupported() }
    return city
  }

  private mutating func readOptionalString() throws(Unsupported) -> String? {
    takeNull() ? nil : try readString()
  }
}

/// The known fields of a city that the fast path has met, each of which may come only once.
private struct KnownCityFields: OptionSet {
  let rawValue: UInt8

  static let id = Self(rawValue: 1 << 0)
  static let name = Self(rawValue: 1 << 1)
  static let region = Self(rawValue: 1 << 2)
  static let country = Self(rawValue: 1 << 3)
  static let countryCode = Self(rawValue: 1 << 4)
  static let latitude = Self(rawValue: 1 << 5)
  static let longitude = Self(rawValue: 1 << 6)
  static let timeZone = Self(rawValue: 1 << 7)
  static let required: Self = [.id, .name, .latitude, .longitude]

  private static let named: [String: Self] = [
    "id": .id, "name": .name, "region": .region, "country": .country,
    "countryCode": .countryCode, "latitude": .latitude, "longitude": .longitude,
    "timeZone": .timeZone,
  ]

  /// Notes the field a key names, or stops when it came before; a key of no known field passes.
  ///
  /// Of a field given twice, `JSONDecoder` decides which one counts.
  mutating func once(_ key: String) throws(PlainJSONScanner.Unsupported) {
    guard let field = Self.named[key] else { return }
    guard insert(field).inserted else { throw PlainJSONScanner.Unsupported() }
  }
}

extension [String: JSONValue] {
  fileprivate mutating func add(
    _ value: JSONValue, forKey key: String
  ) throws(PlainJSONScanner.Unsupported) {
    guard updateValue(value, forKey: key) == nil else { throw PlainJSONScanner.Unsupported() }
  }
}
