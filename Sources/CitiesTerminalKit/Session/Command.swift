import CitiesPatternList
import CitiesPresentationWords

/// One command as the user typed it, understood by `CommandParser`: the one value that carries
/// what was typed from the session into the scene on screen.
///
/// Rows are 0-based, as every pattern counts them; the user types them from 1.
public enum Command: Equatable, Sendable {
  /// Show the saved list again (from any scene).
  case list
  /// Leave the search or the weather for the list.
  case back
  /// Try the failed load of the scene on screen again.
  case retry
  /// Print the commands (the session's own).
  case help
  /// End the session (the session's own).
  case quit
  /// Open the search and search for the text.
  case add(text: String)
  /// Search again with new text while the search is open.
  case search(text: String)
  /// Add the search result of this row.
  case pick(row: Int)
  /// Delete the saved city of this row.
  case delete(row: Int)
  /// Open the weather of the saved city of this row.
  case open(row: Int)
  /// Show the saved list in this order, for as long as the app runs.
  case sort(CitiesListOrder)
  /// Put back the city the last delete removed, while the list offers it.
  case undo
  /// Give the city whose weather is on screen this name, as typed (the use case trims it).
  case rename(name: String)
  /// A bare number: it picks in the search and opens in the list.
  case choose(row: Int)
  /// Switch to another pattern (the session's own).
  case pattern(PatternKind)
  /// Turn tracing on or off (the session's own).
  case trace(isOn: Bool)
}
