import Foundation

/// Reads the command line and the environment into `LaunchOptions`.
///
/// A flag beats its environment variable, so a one-off run can override a shell's settings.
/// Values follow their flag (`--pattern vip`) or an equals sign (`--pattern=vip`).
public struct LaunchOptionsParser {
  private let environment: [String: String]
  private let defaultStoreURL: URL

  /// Makes a parser that falls back on `environment` and, for the store, on `defaultStoreURL`.
  public init(environment: [String: String], defaultStoreURL: URL) {
    self.environment = environment
    self.defaultStoreURL = defaultStoreURL
  }

  /// Returns the options the arguments ask for (without the program's name), or the first thing
  /// wrong with them.
  public func parse(_ arguments: [String]) throws(LaunchError) -> LaunchOptions {
    var options = LaunchOptions(storeURL: defaultStoreURL)
    try applyEnvironment(to: &options)
    if arguments.contains("--help") || arguments.contains("-h") {
      options.mode = .help
      return options
    }
    var remaining = ArraySlice(arguments)
    if remaining.first == "compare" {
      remaining.removeFirst()
      options.mode = .compare(scriptPath: nil, mermaid: false)
    }
    while let argument = remaining.popFirst() {
      try apply(argument, remaining: &remaining, to: &options)
    }
    return options
  }

  private func applyEnvironment(to options: inout LaunchOptions) throws(LaunchError) {
    if let text = environment["CITIES_API_BASE"], !text.isEmpty {
      options.dataSource = .live(
        selfHostedBaseURL: try Self.baseURL(text, source: "CITIES_API_BASE"))
    }
    if let path = environment["CITIES_STORE"], !path.isEmpty {
      options.storeURL = Self.fileURL(path)
    }
    if let text = environment["CITIES_API_TIMEOUT"], !text.isEmpty {
      options.apiTimeout = try Self.apiTimeout(text)
    }
  }

  // Whole seconds only: on Linux, URLSession drops the fraction, so "0.5" would time out at once.
  // The upper bound keeps the milliseconds it computes far from overflowing.
  private static func apiTimeout(_ text: String) throws(LaunchError) -> Duration {
    guard let seconds = Int(text), (1...3600).contains(seconds) else {
      throw LaunchError(
        "CITIES_API_TIMEOUT needs a whole number of seconds from 1 to 3600, such as 15.")
    }
    return .seconds(seconds)
  }
}
