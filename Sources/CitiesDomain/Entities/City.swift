/// A place the user can save and ask the weather for: the central entity of the cities feature.
///
/// Only the identifier, the name and the coordinates are always known. Search services leave out
/// what they do not have, so the other details are optional rather than filled with guesses.
public struct City: Identifiable, Hashable, Sendable {
  /// A stable identifier; two cities with the same one are the same place (GeoNames ids in practice).
  public var id: Int
  /// The name a person would write on a letter, such as "Berlin".
  public var name: String
  /// The first-level administrative area (state, province, region), if known.
  public var region: String?
  /// The country's name, if known.
  public var country: String?
  /// The ISO 3166-1 alpha-2 country code, such as "DE", if known.
  public var countryCode: String?
  /// Where the city is.
  public var coordinates: Coordinates
  /// The IANA time zone identifier, such as "Europe/Berlin", if known.
  public var timeZone: String?

  /// Makes a city from everything that is known about it.
  public init(
    id: Int,
    name: String,
    region: String? = nil,
    country: String? = nil,
    countryCode: String? = nil,
    coordinates: Coordinates,
    timeZone: String? = nil
  ) {
    self.id = id
    self.name = name
    self.region = region
    self.country = country
    self.countryCode = countryCode
    self.coordinates = coordinates
    self.timeZone = timeZone
  }
}
