// The single table that ties each condition to its WMO code and to the words for it, so that
// decoding, encoding and describing can never disagree.
extension WeatherCondition {
  private static let known: [(condition: WeatherCondition, code: Int, summary: String)] = [
    (.clearSky, 0, "Clear sky"),
    (.mainlyClear, 1, "Mainly clear"),
    (.partlyCloudy, 2, "Partly cloudy"),
    (.overcast, 3, "Overcast"),
    (.fog, 45, "Fog"),
    (.depositingRimeFog, 48, "Depositing rime fog"),
    (.lightDrizzle, 51, "Light drizzle"),
    (.moderateDrizzle, 53, "Moderate drizzle"),
    (.denseDrizzle, 55, "Dense drizzle"),
    (.lightFreezingDrizzle, 56, "Light freezing drizzle"),
    (.denseFreezingDrizzle, 57, "Dense freezing drizzle"),
    (.slightRain, 61, "Slight rain"),
    (.moderateRain, 63, "Moderate rain"),
    (.heavyRain, 65, "Heavy rain"),
    (.lightFreezingRain, 66, "Light freezing rain"),
    (.heavyFreezingRain, 67, "Heavy freezing rain"),
    (.slightSnowfall, 71, "Slight snowfall"),
    (.moderateSnowfall, 73, "Moderate snowfall"),
    (.heavySnowfall, 75, "Heavy snowfall"),
    (.snowGrains, 77, "Snow grains"),
    (.slightRainShowers, 80, "Slight rain showers"),
    (.moderateRainShowers, 81, "Moderate rain showers"),
    (.violentRainShowers, 82, "Violent rain showers"),
    (.slightSnowShowers, 85, "Slight snow showers"),
    (.heavySnowShowers, 86, "Heavy snow showers"),
    (.thunderstorm, 95, "Thunderstorm"),
    (.thunderstormWithSlightHail, 96, "Thunderstorm with slight hail"),
    (.thunderstormWithHeavyHail, 99, "Thunderstorm with heavy hail"),
  ]

  /// Every condition that has a WMO code of its own, in the order of their codes.
  public static var allKnown: [WeatherCondition] { known.map(\.condition) }

  /// Reads a WMO weather interpretation code; codes outside the table become `unknown`.
  public init(wmoCode: Int) {
    self = Self.known.first { $0.code == wmoCode }?.condition ?? .unknown(code: wmoCode)
  }

  /// The WMO weather interpretation code of this condition.
  public var wmoCode: Int {
    if case .unknown(let code) = self { return code }
    return Self.known.first { $0.condition == self }?.code ?? -1
  }

  /// The condition in a few plain English words, as the WMO names it ("Partly cloudy").
  public var summary: String {
    if case .unknown(let code) = self { return "Unknown weather (code \(code))" }
    return Self.known.first { $0.condition == self }?.summary ?? "Unknown weather"
  }
}
