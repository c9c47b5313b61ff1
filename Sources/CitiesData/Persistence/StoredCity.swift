/// One saved city as the file stores it: a persistence entity kept apart from `City`, so the file's
/// format changes only when this type does, never by accident through the domain.
///
/// Fields it does not know, which a newer version of the app may have added, are kept in
/// `otherFields` and written back with the city.
public struct StoredCity: Codable, Equatable {
  var id: Int
  var name: String
  var region: String?
  var country: String?
  var countryCode: String?
  var latitude: Double
  var longitude: Double
  var timeZone: String?
  var otherFields: [String: JSONValue] = [:]
}

// The coding lives in an extension so that the struct keeps its memberwise initialiser.
extension StoredCity {
  private static let knownFields: Set<String> = [
    "id", "name", "region", "country", "countryCode", "latitude", "longitude", "timeZone",
  ]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    id = try container.decode(Int.self, forKey: AnyCodingKey("id"))
    name = try container.decode(String.self, forKey: AnyCodingKey("name"))
    region = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("region"))
    country = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("country"))
    countryCode = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("countryCode"))
    latitude = try container.decode(Double.self, forKey: AnyCodingKey("latitude"))
    longitude = try container.decode(Double.self, forKey: AnyCodingKey("longitude"))
    timeZone = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("timeZone"))
    otherFields = try container.otherFields(besides: Self.knownFields, of: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(id, forKey: AnyCodingKey("id"))
    try container.encode(name, forKey: AnyCodingKey("name"))
    try container.encodeIfPresent(region, forKey: AnyCodingKey("region"))
    try container.encodeIfPresent(country, forKey: AnyCodingKey("country"))
    try container.encodeIfPresent(countryCode, forKey: AnyCodingKey("countryCode"))
    try container.encode(latitude, forKey: AnyCodingKey("latitude"))
    try container.encode(longitude, forKey: AnyCodingKey("longitude"))
    try container.encodeIfPresent(timeZone, forKey: AnyCodingKey("timeZone"))
    try container.encode(otherFields: otherFields)
  }
}
