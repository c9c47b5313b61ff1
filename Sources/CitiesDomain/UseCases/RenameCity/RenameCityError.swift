/// Why a city was not renamed.
///
/// The list is unchanged whenever one of these is thrown. It carries data, not a sentence: each
/// pattern words it from the shared words.
public enum RenameCityError: Error, Equatable, Sendable {
  /// The new name is empty or only white space.
  case blank
  /// The new name has more characters than `limit`.
  case tooLong(limit: Int)
  /// The new name, trimmed, is the name the city has already.
  case unchanged
  /// No city with that id is saved any more (another app deleted it); the gateway throws it.
  case notSaved
}
