/// One place in a geocoding answer, as it arrives in JSON.
///
/// The service omits every field it has no value for, so all but the four fields every place has
/// are optional.
struct GeocodingResult: Decodable, Sendable {
  let id: Int
  let name: String
  let latitude: Double
  let longitude: Double
  let country: String?
  let countryCode: String?
  let admin1: String?
  let timezone: String?

  private enum CodingKeys: String, CodingKey {
    case id, name, latitude, longitude, country, admin1, timezone
    case countryCode = "country_code"
  }
}
