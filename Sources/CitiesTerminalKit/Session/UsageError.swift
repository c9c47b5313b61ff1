/// Why something the user typed was refused, as the one line the user sees.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// The line the user sees: before the usage for a command line, as the hint for a command.
  public let description: String

  /// Makes an error with the given line.
  public init(_ description: String) {
    self.description = description
  }
}
