/// The words a failure's message uses in every scene, whatever failed.
///
/// Strings only: whether an error gives a reason of its own is the domain's question.
public enum FailureWords {
  /// The reason of a failure that gives none of its own, such as a `URLError` or `DecodingError`.
  public static let unknownReason = "An unexpected error occurred."
}
