import CitiesPatternList
import Foundation

/// Everything the command line and the environment asked of one run of `cities`.
public struct LaunchOptions: Equatable, Sendable {
  /// What the run does.
  public enum Mode: Equatable, Sendable {
    /// The interactive or scripted session on the cities feature.
    case session
    /// Print the usage and stop.
    case help
    /// Run a script (a file, or the built-in demo when `nil`) through every pattern.
    case compare(scriptPath: String?, mermaid: Bool)
  }

  public var mode: Mode = .session
  public var pattern: PatternKind = .mvp
  public var dataSource: DataSource = .sample
  public var storeURL: URL
  /// A file of commands to run instead of reading standard input, if any.
  public var scriptPath: String?
  public var isTracing = false
  /// How long a live request may take, from sending it to the last byte of its answer.
  public var apiTimeout = Duration.seconds(15)

  /// Makes the options of a plain `cities` run on the given store.
  public init(storeURL: URL) {
    self.storeURL = storeURL
  }
}
