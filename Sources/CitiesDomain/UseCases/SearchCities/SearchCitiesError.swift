/// Why a search was not made.
///
/// It carries data, not a sentence: each pattern words it from `AddCityWords`.
public enum SearchCitiesError: Error, Equatable, Sendable {
  /// The text, once trimmed, has fewer characters than a search needs; no request was sent.
  case queryTooShort(minimumLength: Int)
}
