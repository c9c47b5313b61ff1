/// The `current` part of a forecast answer: the weather now, with its local time as text.
struct ForecastCurrent: Decodable, Sendable {
  /// The local time, such as "2026-03-26T16:15", with no offset.
  let time: String
  let temperature: Double
  let weatherCode: Int

  private enum CodingKeys: String, CodingKey {
    case time
    case temperature = "temperature_2m"
    case weatherCode = "weather_code"
  }
}
