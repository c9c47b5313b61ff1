import CitiesDomain
import Testing

@Suite("Weather condition")
struct WeatherConditionTests {
  static let documentedCodes = [
    0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86,
    95, 96, 99,
  ]

  @Test(
    "Every WMO code Open-Meteo documents reads as a known condition", arguments: documentedCodes)
  func documentedCodesAreKnown(code: Int) {
    let condition = WeatherCondition(wmoCode: code)

    #expect(condition != .unknown(code: code))
    #expect(condition.wmoCode == code)
  }

  @Test("Each documented code has a condition of its own with its own words")
  func conditionsAreDistinct() {
    let conditions = Self.documentedCodes.map(WeatherCondition.init(wmoCode:))

    #expect(Set(conditions).count == Self.documentedCodes.count)
    #expect(Set(conditions.map(\.summary)).count == Self.documentedCodes.count)
    #expect(WeatherCondition.allKnown == conditions)
  }

  @Test(
    "A code nobody documented is kept as unknown instead of failing", arguments: [4, 50, 100, -1])
  func unknownCodes(code: Int) {
    let condition = WeatherCondition(wmoCode: code)

    #expect(condition == .unknown(code: code))
    #expect(condition.wmoCode == code)
    #expect(condition.summary == "Unknown weather (code \(code))")
  }

  @Test(
    "Conditions are described in the WMO's words",
    arguments: [
      (0, "Clear sky"), (2, "Partly cloudy"), (45, "Fog"), (65, "Heavy rain"),
      (99, "Thunderstorm with heavy hail"),
    ]
  )
  func summaries(code: Int, summary: String) {
    #expect(WeatherCondition(wmoCode: code).summary == summary)
  }
}
