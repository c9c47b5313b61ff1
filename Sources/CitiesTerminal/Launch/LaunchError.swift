/// Why the command line could not be understood, as one line for the user.
public struct LaunchError: Error, Equatable, CustomStringConvertible {
  /// The line printed before the usage.
  public let description: String

  /// Makes an error with the given line.
  public init(_ description: String) {
    self.description = description
  }
}
