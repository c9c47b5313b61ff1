/// What the add-city view may ask of its presenter: the results, as a table's data source, and
/// the user's intents.
///
/// The view calls the `async` intents from its own task; each returns once its work is done.
@MainActor
public protocol AddCityPresenter: AnyObject, Sendable {
  var numberOfSearchResults: Int { get }

  func configure(cell: any CityCellView, forRow row: Int)

  /// Shows the invitation to search.
  func viewDidLoad()

  /// Searches for the text once the user has stopped typing for a moment, dropping any search for
  /// older text; returns when this text's search has ended or been replaced.
  func searchTextDidChange(_ text: String) async

  /// Adds the city of the given row and, once it is saved, goes back to the list.
  func didSelect(row: Int) async

  /// Goes back to the list without adding anything.
  func cancelButtonPressed()
}
