import Testing

/// What takes the place of the search results on screen, in the tests of behaviour S13: once it
/// shows, none of the results it replaced may be chosen any more.
///
/// Each pattern's tests bring it about their own way; the searching state, which needs a request
/// held open, has a test of its own in each pattern.
public enum ResultsReplacement: CaseIterable, Sendable, CustomTestStringConvertible {
  /// A newer search that finds nothing.
  case noMatch
  /// A newer search that fails.
  case failedSearch
  /// A text too short to search: the hint.
  case tooShortText
  /// The text cleared: the invitation to search.
  case clearedText

  public var testDescription: String {
    switch self {
    case .noMatch: "a newer search that finds nothing"
    case .failedSearch: "a newer search that fails"
    case .tooShortText: "a text too short to search"
    case .clearedText: "the cleared text"
    }
  }
}
