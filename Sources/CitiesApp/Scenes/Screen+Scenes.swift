import CitiesPresentationWords
import CitiesTerminalKit

// Every terminal view of every pattern fills its screen through these few functions, so no two
// patterns can word a title, lay out a row or mark an error differently.
extension Screen {
  /// The saved list before it has loaded.
  public static func savedCities() -> Screen {
    Screen(scene: .cities, title: "Saved cities", isBusy: true)
  }

  /// The search scene before anything is typed.
  public static func addCity() -> Screen {
    Screen(scene: .addCity, title: "Add a city")
  }

  /// The weather scene of a city, before its report has loaded.
  public static func cityWeather(named name: String) -> Screen {
    Screen(scene: .cityWeather, title: name, isBusy: true)
  }

  /// Shows that an answer is awaited, in place of whatever the state showed.
  public mutating func showBusy() {
    replaceState()
    isBusy = true
  }

  /// Shows rows in place of the state; a summary shown with them stays.
  public mutating func show(rows: [[String]]) {
    let summary = summary
    replaceState()
    self.rows = rows
    self.summary = summary
  }

  /// Shows cities as rows: the name, then where it is.
  public mutating func show(cities: [(title: String, subtitle: String)]) {
    show(rows: cities.map { [$0.title, $0.subtitle] })
  }

  /// Shows forecast days as rows: day, lowest, highest, condition.
  public mutating func show(forecast: [ForecastDayWords]) {
    show(rows: forecast.map { [$0.day, $0.minimum, $0.maximum, $0.condition] })
  }

  /// Shows the weather now above the rows, as `18°C, Clear sky`.
  public mutating func showCurrentWeather(temperature: String, condition: String) {
    summary = "\(temperature), \(condition)"
  }

  /// Shows the empty saved list: the pattern's message, then the host's own words (a pattern cannot
  /// know its host's commands) saying how to add a city.
  public mutating func showEmptyList(message: String) {
    show(message: #"\#(message) Type "add" and a name to find one."#)
  }

  /// Shows a message in place of the state: an invitation, a hint, or an error.
  public mutating func show(message: String, canRetry: Bool = false) {
    replaceState()
    self.message = message
    self.canRetry = canRetry
  }

  // A new state replaces the old one whole; the title and a pending alert stay.
  private mutating func replaceState() {
    summary = nil
    rows = []
    message = nil
    isBusy = false
    canRetry = false
  }
}
