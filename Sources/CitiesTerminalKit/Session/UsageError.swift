/// Why something the user typed, or set in the environment, was refused, as the one line the user
/// sees.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// The line the user sees: before the usage for a command line, as the hint for a command.
  public let description: String
  /// The environment variable at fault, or `nil` when the fault is in what was typed; the command
  /// line's usage would not help with a variable, so it is not printed after one.
  public let variable: String?

  public init(_ description: String, variable: String? = nil) {
    (self.description, self.variable) = (description, variable)
  }
}
