/// Why a search was not made.
public enum SearchCitiesError: Error, Equatable, Sendable {
  /// The text, once trimmed, has fewer characters than a search needs; no request was sent.
  case queryTooShort(minimumLength: Int)
}

extension SearchCitiesError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .queryTooShort(let minimumLength):
      "Type at least \(minimumLength) letters to search."
    }
  }
}
