/// The geocoding service's answer to a search, as it arrives in JSON.
struct GeocodingResponse: Decodable, Sendable {
  /// The matching places, best first; the service leaves the key out when nothing matches.
  let results: [GeocodingResult]?
}
