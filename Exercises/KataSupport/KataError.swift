/// What a starter throws where the learner's code is still missing, saying what to write there.
///
/// A starter never traps: a `fatalError` would stop every test of the run, so a hole throws this
/// error instead, or returns a harmless wrong value, and only the tests that need it go red.
public enum KataError: Error, Equatable, CustomStringConvertible {
  /// This part of the exercise is not written yet; the text says what it should do.
  case notImplemented(String)

  public var description: String {
    switch self {
    case .notImplemented(let what): "Not implemented yet: \(what)"
    }
  }
}
