/// The add-city screen as its presenter sees it: a passive view that shows one state at a time
/// and passes the typed text and the chosen row to its `eventHandler`, the module interface; the
/// app implements it.
@MainActor
public protocol AddCityView: AnyObject {
  /// Shows the invitation to type: the state the search appears with, and the one a cleared text
  /// brings back.
  func showIdle(_ message: String)

  func showHint(_ message: String)

  /// Shows that the search request is on its way; the results it replaces can no longer be
  /// chosen.
  func showSearching()

  /// Shows the cities found, best match first; a row's id is what the view sends back.
  func showResults(_ items: [CityDisplayItem])

  /// Shows that no city matches, quoting the query that was searched for, as the message
  /// words it.
  func showNoMatches(_ message: String)

  /// Shows that the search failed; typing again searches again.
  func showSearchFailure(_ message: String)

  /// Shows a message over the results, such as a city that could not be added; the results stay
  /// and can still be chosen.
  func showAlert(_ message: String)
}
