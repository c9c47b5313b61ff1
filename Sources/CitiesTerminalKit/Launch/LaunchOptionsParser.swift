import CitiesPatternList
import Foundation

/// Reads the command line and the environment into `LaunchOptions`; a flag beats its environment
/// variable, and its value follows it (`--pattern vip`) or an equals sign (`--pattern=vip`).
public struct LaunchOptionsParser {
  private let environment: [String: String]
  private let defaultStoreURL: URL

  /// Makes a parser that falls back on `environment` and, for the store, on `defaultStoreURL`.
  public init(environment: [String: String], defaultStoreURL: URL) {
    (self.environment, self.defaultStoreURL) = (environment, defaultStoreURL)
  }

  /// Returns the options the arguments ask for (without the program's name), or the first thing
  /// wrong with them.
  public func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
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

  private func applyEnvironment(to options: inout LaunchOptions) throws(UsageError) {
    if let text = environment["CITIES_API_BASE"], !text.isEmpty {
      options.dataSource = .live(
        selfHostedBaseURL: try Self.baseURL(text, source: "CITIES_API_BASE"))
    }
    if let path = environment["CITIES_STORE"] {
      // An empty store path is a mistake (a variable that was never set, quoted), never a wish
      // for the default file: falling back on it would change the user's real list.
      guard !path.isEmpty else {
        throw UsageError(
          "CITIES_STORE is set but empty; give it a file, such as CITIES_STORE=cities.json.")
      }
      options.storeURL = Self.fileURL(path)
    }
    if let text = environment["CITIES_API_TIMEOUT"], !text.isEmpty {
      options.apiTimeout = try Self.apiTimeout(text)
    }
  }

  // Whole seconds only: on Linux, URLSession drops the fraction, so "0.5" would time out at once.
  // The upper bound keeps the milliseconds it computes far from overflowing.
  private static func apiTimeout(_ text: String) throws(UsageError) -> Duration {
    guard let seconds = Int(text), (1...3600).contains(seconds) else {
      throw UsageError(
        "CITIES_API_TIMEOUT needs a whole number of seconds from 1 to 3600, such as 15.")
    }
    return .seconds(seconds)
  }

  private func apply(
    _ argument: String, remaining: inout ArraySlice<String>, to options: inout LaunchOptions
  ) throws(UsageError) {
    let flag = Flag(argument)
    switch flag.name {
    case "--pattern":
      let value = try flag.value(from: &remaining, example: "vip")
      guard let pattern = PatternKind(typed: value) else {
        throw UsageError("Unknown pattern '\(value)'; choose \(PatternKind.typedChoices).")
      }
      options.pattern = pattern
    case "--live":
      try flag.expectNoValue()
      if options.dataSource == .sample { options.dataSource = .live(selfHostedBaseURL: nil) }
    case "--api-base":
      let value = try flag.value(from: &remaining, example: "http://localhost:8080")
      options.dataSource = .live(selfHostedBaseURL: try Self.baseURL(value, source: "--api-base"))
    case "--store":
      let path = try flag.value(from: &remaining, example: "cities.json")
      guard !path.isEmpty else {
        throw UsageError("'--store' was given an empty path; give it a file, such as cities.json.")
      }
      options.storeURL = Self.fileURL(path)
    case "--script":
      options.scriptPath = try flag.value(from: &remaining, example: "demo.txt")
    case "--trace":
      try flag.expectNoValue()
      options.isTracing = true
    case "--mermaid":
      try flag.expectNoValue()
      guard case .compare(let scriptPath, _) = options.mode else {
        throw UsageError("'--mermaid' only works with 'cities compare'.")
      }
      options.mode = .compare(scriptPath: scriptPath, mermaid: true)
    default:
      try applyOperand(argument, to: &options)
    }
  }

  private func applyOperand(_ argument: String, to options: inout LaunchOptions) throws(UsageError)
  {
    guard !argument.hasPrefix("-") else { throw UsageError("Unknown option '\(argument)'.") }
    guard case .compare(nil, let mermaid) = options.mode else {
      throw UsageError("Unexpected argument '\(argument)'.")
    }
    options.mode = .compare(scriptPath: argument, mermaid: mermaid)
  }

  static func baseURL(_ text: String, source: String) throws(UsageError) -> URL {
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
      url.host(percentEncoded: false)?.isEmpty == false
    else {
      throw UsageError("\(source) needs an http or https URL, such as http://localhost:8080.")
    }
    return url
  }

  static func fileURL(_ path: String) -> URL {
    URL(filePath: NSString(string: path).expandingTildeInPath, directoryHint: .notDirectory)
  }
}
