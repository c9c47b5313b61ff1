/// One thing the user asks the cities feature to do, already checked against the screen: a number
/// names an existing row of the scene on screen.
public enum FeatureAction: Equatable, Sendable {
  /// Show the saved list again (from any scene).
  case showList
  /// Open the search scene and search for the text.
  case add(query: String)
  /// Search again with new text while the search scene is open.
  case search(text: String)
  /// Choose the search result with this 1-based number.
  case pick(number: Int)
  /// Delete the saved city with this 1-based number.
  case delete(number: Int)
  /// Open the weather of the saved city with this 1-based number.
  case open(number: Int)
  /// Leave the search or weather scene for the list.
  case back
  /// Try the failed load of the scene on screen again.
  case retry
}
