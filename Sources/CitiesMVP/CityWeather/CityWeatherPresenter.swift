/// What the city-weather view may ask of its presenter: the forecast rows, as a table's data
/// source, and the user's intents.
///
/// The view calls the `async` intents from its own task; each returns once its work is done.
@MainActor
public protocol CityWeatherPresenter: AnyObject, Sendable {
  var numberOfForecastDays: Int { get }

  func configure(cell: any ForecastCellView, forRow row: Int)

  /// Loads the weather when the view is first shown.
  func viewDidLoad() async

  /// Loads the weather again after a failure.
  func retryButtonPressed() async

  /// Goes back to the list.
  func backButtonPressed()
}
