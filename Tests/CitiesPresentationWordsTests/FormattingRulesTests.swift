import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Testing

// The rules every pattern applies to a city's row and to the weather (docs/SCENES.md, F1 to F5),
// checked once here; each pattern's own tests check that its view shows what these rules give.
@Suite("The formatting rules every pattern shares")
struct FormattingRulesTests {
  @Test(
    "Temperatures round half away from zero to whole degrees and never read -0°C",
    arguments: zip(
      [18, 12.49, 0.5, 2.5, 0.4, -0.0, -0.4, -0.5, -2.5, -3.2, -17.5],
      ["18°C", "12°C", "1°C", "3°C", "0°C", "0°C", "0°C", "-1°C", "-3°C", "-3°C", "-18°C"]))
  func temperature(celsius: Double, expected: String) {
    #expect(CityWeatherWords.temperature(celsius) == expected)
  }

  @Test(
    "A temperature that is not known, or no thermometer could show, reads as an en dash",
    arguments: [nil, Double.nan, .infinity, -.infinity])
  func missingTemperature(celsius: Double?) {
    #expect(CityWeatherWords.temperature(celsius) == "–")
  }

  @Test("Every weekday reads as its three-letter English name")
  func weekdayNames() {
    let week: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

    #expect(
      week.map(CityWeatherWords.shortName(of:))
        == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
  }

  @Test("A report reads its first day as Today, the others by weekday, and a gap as an en dash")
  func reportInWords() throws {
    let thursday = try #require(CalendarDay(year: 2026, month: 3, day: 26))
    let report = WeatherReport(
      current: CurrentWeather(temperatureCelsius: 17.5, condition: .unknown(code: 42)),
      daily: [
        DailyForecast(
          day: thursday, minimumCelsius: 3.6, maximumCelsius: 12.2, condition: .partlyCloudy),
        DailyForecast(day: thursday.adding(days: 1)),
      ])

    #expect(
      WeatherReportWords(report)
        == WeatherReportWords(
          temperature: "18°C", condition: "Unknown weather (code 42)",
          forecast: [
            ForecastDayWords(
              day: "Today", minimum: "4°C", maximum: "12°C", condition: "Partly cloudy"),
            ForecastDayWords(day: "Fri", minimum: "–", maximum: "–", condition: "–"),
          ]))
  }

  @Test(
    "A city's subtitle joins its region and country, leaving out what is missing, blank or a repeat of the name",
    .tags(.f5),
    arguments: zip(
      [
        ("Munich", "Bavaria", "Germany"), ("Berlin", "Berlin", "Germany"),
        ("Monaco", nil, "Monaco"),
        ("Hamilton", "Bermuda", nil), ("Nowhere", nil, nil), ("Vienna", "", "Austria"),
        ("Munich", "Bavaria", ""),
      ],
      ["Bavaria, Germany", "Germany", "Monaco", "Bermuda", "", "Austria", "Bavaria"]))
  func citySubtitle(place: (name: String, region: String?, country: String?), subtitle: String) {
    let city = City(
      id: 7, name: place.name, region: place.region, country: place.country,
      coordinates: Coordinates(latitude: 0, longitude: 0))

    #expect(CitiesListWords.subtitle(of: city) == subtitle)
  }

  @Test("A refusal to add is worded whole, and any other failure by its reason")
  func failureToAdd() {
    let city = anyCity(name: "Paris")
    let saved = anyCity(name: "Paris, Texas")

    #expect(
      AddCityWords.message(forFailureToAdd: city, error: AddCityError.alreadySaved(saved))
        == "Paris, Texas is already in your list.")
    #expect(
      AddCityWords.message(forFailureToAdd: city, error: AddCityError.blankName)
        == "A city needs a name.")
    #expect(
      AddCityWords.message(forFailureToAdd: city, error: AnyError("disk full"))
        == "Could not add Paris: disk full")
    #expect(
      AddCityWords.message(forFailureToAdd: city, error: UnexplainedFailure())
        == "Could not add Paris: An unexpected error occurred.")
  }
}

/// A failure that gives no reason of its own, as a `URLError` gives none.
private struct UnexplainedFailure: Error {}
