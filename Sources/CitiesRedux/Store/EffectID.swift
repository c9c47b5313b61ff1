/// Names a long-running effect, so that a newer one of the same name replaces it and the reducer
/// can cancel it by name.
public struct EffectID: Hashable, Sendable {
  /// The name, as a test's failure or a log shows it.
  public let name: String

  /// Makes the id of the given name; a scene declares its ids as static constants.
  public init(_ name: String) {
    self.name = name
  }
}
