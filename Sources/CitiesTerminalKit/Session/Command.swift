import CitiesPatternList

/// One command as the user typed it, understood but not yet checked against the screen.
enum Command: Equatable {
  case list, back, retry, help, quit
  case add(text: String)
  case search(text: String)
  case pick(number: Int)
  case delete(number: Int)
  case open(number: Int)
  /// A bare number: it picks in the search scene and opens in the list.
  case choose(number: Int)
  case pattern(PatternKind)
  case trace(isOn: Bool)
}
