/// The whole file of saved cities: a format version and the cities in the order they were added.
///
/// Fields it does not know are kept in `otherFields` and written back, as each city keeps its own.
public struct StoredCitiesFile: Codable, Equatable {
  /// The only version this build reads and writes; a file with another one is refused, not guessed.
  static let currentVersion = 1

  var version: Int
  public internal(set) var cities: [StoredCity]
  var otherFields: [String: JSONValue] = [:]

  private static let knownFields: Set<String> = ["version", "cities"]

  public init(cities: [StoredCity]) {
    self.version = Self.currentVersion
    self.cities = cities
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let versionKey = AnyCodingKey("version")
    version = try container.decode(Int.self, forKey: versionKey)
    // The version is checked before anything else, because a newer format may have another shape
    // and the person reading the error should learn about the version, not about a missing key.
    guard version == Self.currentVersion else {
      let reason = "it has format version \(version), and this app reads only version "
      throw StoreFormatProblem.decodingError(reason + "\(Self.currentVersion)", at: [versionKey])
    }
    cities = try container.decode([StoredCity].self, forKey: AnyCodingKey("cities"))
    otherFields = try container.otherFields(besides: Self.knownFields, of: decoder)
    try Self.checkIDsAreUnique(cities)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(version, forKey: AnyCodingKey("version"))
    try container.encode(cities, forKey: AnyCodingKey("cities"))
    try container.encode(otherFields: otherFields)
  }

  // A hand-edited file may hold one id twice; deleting that city would then remove both rows, so
  // the file is refused instead, naming the id and both places.
  private static func checkIDsAreUnique(_ cities: [StoredCity]) throws {
    var firstIndex: [Int: Int] = [:]
    for (index, city) in cities.enumerated() {
      guard let earlier = firstIndex.updateValue(index, forKey: city.id) else { continue }
      let reason = "the id \(city.id) appears twice, at cities[\(earlier)] and cities[\(index)]"
      throw StoreFormatProblem.decodingError(reason, at: [AnyCodingKey("cities")])
    }
  }
}
