/// What the user did on the scene on screen, in the terms every pattern's terminal view knows;
/// rows are 0-based, as the patterns count them.
public enum SceneEvent: Equatable, Sendable {
  /// Asked to add a city (the list).
  case addTapped
  /// Changed the search text (the search).
  case textChanged(String)
  /// Chose a row: a city's weather in the list, a result to add in the search.
  case rowChosen(Int)
  /// Asked to delete a row's city (the list).
  case deleteTapped(Int)
  /// Asked to load again after a failure (the list, the weather).
  case retryTapped
  /// Asked to leave: cancel the search, close the weather.
  case backTapped
}
