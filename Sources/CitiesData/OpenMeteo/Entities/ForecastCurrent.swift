import CitiesDomain

/// The `current` part of a forecast answer: the weather now, at a local time.
///
/// The time arrives as text, such as "2026-03-26T16:15", with no offset; it is read while
/// decoding, so a time the app cannot read is a decoding error that names `current.time`.
struct ForecastCurrent: Decodable, Sendable {
  let observedAt: LocalDateTime
  let temperature: Double
  let weatherCode: Int

  private enum CodingKeys: String, CodingKey {
    case time
    case temperature = "temperature_2m"
    case weatherCode = "weather_code"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    temperature = try container.decode(Double.self, forKey: .temperature)
    weatherCode = try container.decode(Int.self, forKey: .weatherCode)
    let time = try container.decode(String.self, forKey: .time)
    guard let observedAt = OpenMeteoTimeFormat.dateTime(from: time) else {
      throw UnexpectedFormat(expected: "a time like 2026-03-26T16:15")
        .decodingError(at: container.codingPath + [CodingKeys.time])
    }
    self.observedAt = observedAt
  }
}
