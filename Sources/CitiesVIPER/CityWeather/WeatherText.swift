import CitiesDomain

// The weather presenter's rules for figures (docs/SCENES.md, F1 to F4): they depend on the values
// alone, never on the machine's locale or time zone, so every reader sees the same text.
enum WeatherText {
  static let missing = "–"

  private static let weekdayNames = Dictionary(
    uniqueKeysWithValues: zip(Weekday.allCases, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]))

  /// Whole degrees, half away from zero; through `Int`, so -0.4 reads "0°C", and a value no `Int`
  /// holds (not a number, infinite) reads as missing.
  static func degrees(_ celsius: Double?) -> String {
    celsius.flatMap { Int(exactly: $0.rounded()) }.map { "\($0)°C" } ?? missing
  }

  static func weekday(_ weekday: Weekday) -> String {
    weekdayNames[weekday] ?? missing
  }

  static func condition(_ condition: WeatherCondition?) -> String {
    condition?.summary ?? missing
  }
}
