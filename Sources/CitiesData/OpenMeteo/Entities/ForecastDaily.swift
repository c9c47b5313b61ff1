/// The `daily` part of a forecast answer: one array per variable, with one entry per day.
///
/// The service writes `null` where it has no value, so the values are optional; the days in
/// `time` decide how many entries there are.
struct ForecastDaily: Decodable, Sendable {
  /// The local days, such as "2026-03-26".
  let time: [String]
  let weatherCode: [Int?]
  let maximumTemperature: [Double?]
  let minimumTemperature: [Double?]

  private enum CodingKeys: String, CodingKey {
    case time
    case weatherCode = "weather_code"
    case maximumTemperature = "temperature_2m_max"
    case minimumTemperature = "temperature_2m_min"
  }
}
