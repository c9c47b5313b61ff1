import CitiesDomain

/// The `daily` part of a forecast answer: one array per variable, with one entry per day.
///
/// The service writes `null` where it has no value, so the values are optional; the days in
/// `time` decide how many entries there are. The days arrive as text, such as "2026-03-26", and
/// are read while decoding, so a day the app cannot read is a decoding error that names its place
/// (`daily.time[2]`).
struct ForecastDaily: Decodable, Sendable {
  let days: [CalendarDay]
  let weatherCode: [Int?]
  let maximumTemperature: [Double?]
  let minimumTemperature: [Double?]

  private enum CodingKeys: String, CodingKey {
    case time
    case weatherCode = "weather_code"
    case maximumTemperature = "temperature_2m_max"
    case minimumTemperature = "temperature_2m_min"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let time = try container.decode([String].self, forKey: .time)
    weatherCode = try container.decode([Int?].self, forKey: .weatherCode)
    maximumTemperature = try container.decode([Double?].self, forKey: .maximumTemperature)
    minimumTemperature = try container.decode([Double?].self, forKey: .minimumTemperature)
    days = try time.enumerated().map { index, text in
      guard let day = OpenMeteoTimeFormat.day(from: text) else {
        throw UnexpectedFormat(expected: "a date like 2026-03-26")
          .decodingError(at: container.codingPath + [CodingKeys.time, ArrayIndex(index)])
      }
      return day
    }
  }
}

// The key of an array's element in a coding path, so the path reads `daily.time[2]`.
private struct ArrayIndex: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
