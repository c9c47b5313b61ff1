/// A search text that is worth sending: trimmed, and at least `minimumLength` characters long.
///
/// Making it a type means a gateway can never be asked to search for "" or "a": the check happens
/// once, here, and the compiler carries the proof.
public struct CitySearchQuery: Hashable, Sendable {
  /// The fewest characters a query may have, because geocoding services match nothing shorter.
  public static let minimumLength = 2

  /// The trimmed text to search for.
  public let text: String

  /// Makes a query from what the user typed, or `nil` when it is too short once trimmed.
  public init?(_ typed: String) {
    let trimmed = typed.trimmingWhitespace()
    guard trimmed.count >= CitySearchQuery.minimumLength else { return nil }
    text = trimmed
  }
}
