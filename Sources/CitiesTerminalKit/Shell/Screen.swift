/// What the terminal shows for one scene, as plain strings: every pattern's terminal views fill in
/// the same value, so two patterns on the same data give equal screens.
public struct Screen: Equatable, Sendable {
  /// Which of the feature's three scenes is on screen.
  public enum Scene: String, Sendable {
    case cities
    /// Search and add.
    case addCity
    case cityWeather
  }

  public var scene: Scene
  /// The scene's title: "Saved cities", "Add a city", or the city's name.
  public var title: String
  /// A line under the title, such as the current weather ("18°C, Clear sky"); `nil` for none.
  public var summary: String?
  /// The rows (cities, search results, forecast days), each as its columns.
  public var rows: [[String]]
  /// The state's message, such as the empty list's invitation, a hint or an error.
  public var message: String?
  /// A one-off message over the state, such as a refused add.
  public var alert: String?
  /// Whether the scene is waiting for an answer (loading, searching).
  public var isBusy: Bool
  /// Whether `retry` would do something (the state is an error that offers one).
  public var canRetry: Bool

  /// Whether a number typed can choose one of the rows: a saved city or a search result, never a
  /// day of the forecast; only rows that can be chosen are numbered.
  var rowsCanBeChosen: Bool { scene != .cityWeather }

  /// Makes a screen; everything but the scene and title starts empty.
  public init(
    scene: Scene, title: String, summary: String? = nil, rows: [[String]] = [],
    message: String? = nil, alert: String? = nil, isBusy: Bool = false, canRetry: Bool = false
  ) {
    (self.scene, self.title, self.summary, self.rows) = (scene, title, summary, rows)
    (self.message, self.alert, self.isBusy, self.canRetry) = (message, alert, isBusy, canRetry)
  }
}
