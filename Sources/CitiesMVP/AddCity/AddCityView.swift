/// The passive screen of the add-city scene: a search field, a state and the results, all shown as
/// its presenter says.
///
/// The app implements it and owns the presenter that `AddCityConfigurator` makes for it.
@MainActor
public protocol AddCityView: AnyObject {
  /// Shows the invitation to search, when nothing is typed.
  func displayIdle(message: String)

  /// Shows that the text is too short to search for; no search is made.
  func displayHint(message: String)

  func displaySearching()

  /// Shows the results afresh: the view asks the presenter how many there are and to fill each one.
  func refreshSearchResultsView()

  func displayNoResults(message: String)

  /// Shows that the search failed; typing again searches again.
  func displayError(message: String)

  /// Shows a one-off message over the results, such as a city that could not be added.
  func displayAlert(message: String)
}
