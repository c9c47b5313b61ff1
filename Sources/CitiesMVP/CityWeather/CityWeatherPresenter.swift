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

  /// Renames the saved city; the title shows the new name once it is saved.
  func renameButtonPressed(name: String) async

  /// Goes back to the list, with the city renamed if it was.
  func backButtonPressed()
}
