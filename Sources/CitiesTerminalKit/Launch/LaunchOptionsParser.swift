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
  /// wrong with them or with a variable the run would read.
  public func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions(storeURL: defaultStoreURL)
    if arguments.contains("--help") || arguments.contains("-h") {
      options.mode = .help
      return options
    }
    var remaining = ArraySlice(arguments)
    if remaining.first == "compare" {
      remaining.removeFirst()
      options.mode = .compare(scriptPath: nil, mermaid: false)
    }
    var flagsGiven: Set<String> = []
    while let argument = remaining.popFirst() {
      flagsGiven.insert(Flag(argument).name)
      try apply(argument, remaining: &remaining, to: &options)
    }
    // `compare` reads no variable: it always runs the samples on fresh lists.
    if options.mode == .session {
      try applyEnvironment(to: &options, besides: flagsGiven)
    }
    return options
  }

  // What `compare` does in place of each flag of a session, which it therefore refuses.
  private static let insteadInComparison = [
    "--pattern": "runs every pattern",
    "--store": "gives every pattern a fresh list",
    "--trace": "always traces",
    "--live": "uses the offline samples",
    "--api-base": "uses the offline samples",
    "--script": #"takes its script as "cities compare SCRIPT""#,
  ]

  private func apply(
    _ argument: String, remaining: inout ArraySlice<String>, to options: inout LaunchOptions
  ) throws(UsageError) {
    let flag = Flag(argument)
    if case .compare = options.mode, let instead = Self.insteadInComparison[flag.name] {
      throw UsageError(#""\#(flag.name)" does not work with "cities compare", which \#(instead)."#)
    }
    switch flag.name {
    case "--pattern":
      let value = try flag.value(from: &remaining, example: "vip")
      guard let pattern = PatternKind(typed: value) else {
        throw UsageError(#"Unknown pattern "\#(value)"; choose \#(PatternKind.typedChoices)."#)
      }
      options.pattern = pattern
    case "--live":
      try flag.expectNoValue()
      if options.dataSource == .sample { options.dataSource = .live(selfHostedBaseURL: nil) }
    case "--api-base":
      let value = try flag.value(from: &remaining, example: Self.exampleBaseURL)
      guard let url = Self.baseURL(value) else {
        throw UsageError(
          #""--api-base" needs an http or https URL, such as "--api-base \#(Self.exampleBaseURL)"."#
        )
      }
      options.dataSource = .live(selfHostedBaseURL: url)
    case "--store":
      let path = try flag.value(from: &remaining, example: "cities.json")
      guard !path.isEmpty else {
        throw UsageError(
          #""--store" was given an empty path; give it a file, such as "--store cities.json"."#)
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
        throw UsageError(#""--mermaid" only works with "cities compare"."#)
      }
      options.mode = .compare(scriptPath: scriptPath, mermaid: true)
    default:
      guard !argument.hasPrefix("-") else { throw UsageError(#"Unknown option "\#(argument)"."#) }
      guard case .compare(nil, let mermaid) = options.mode else {
        throw UsageError(#"Unexpected argument "\#(argument)"."#)
      }
      options.mode = .compare(scriptPath: argument, mermaid: mermaid)
    }
  }

  // A variable is read only when the run uses it: not when its flag was given, and the timeout
  // only for a live run, which alone waits for answers. So a value that could change nothing stops
  // nothing, and one that is wrong is named with its fix, without the command line's usage.
  private func applyEnvironment(to options: inout LaunchOptions, besides flags: Set<String>)
    throws(UsageError)
  {
    if !flags.contains("--api-base"), let text = environment["CITIES_API_BASE"], !text.isEmpty {
      guard let url = Self.baseURL(text) else {
        throw Self.badValue(
          "CITIES_API_BASE", text, needs: "an http or https URL", example: Self.exampleBaseURL)
      }
      options.dataSource = .live(selfHostedBaseURL: url)
    }
    if !flags.contains("--store"), let path = environment["CITIES_STORE"] {
      // An empty store path is a mistake (a variable that was never set, quoted), never a wish
      // for the default file: falling back on it would change the user's real list.
      guard !path.isEmpty else {
        throw UsageError(
          #"CITIES_STORE is set but empty; set it to a file, such as "CITIES_STORE=cities.json", or unset it for the default file."#,
          variable: "CITIES_STORE")
      }
      options.storeURL = Self.fileURL(path)
    }
    if options.dataSource != .sample, let text = environment["CITIES_API_TIMEOUT"], !text.isEmpty {
      options.apiTimeout = try Self.apiTimeout(text)
    }
  }

  // Whole seconds only: on Linux, URLSession drops the fraction, so "0.5" would time out at once.
  // The upper bound keeps the milliseconds it computes far from overflowing.
  private static func apiTimeout(_ text: String) throws(UsageError) -> Duration {
    guard let seconds = Int(text), (1...3600).contains(seconds) else {
      throw badValue(
        "CITIES_API_TIMEOUT", text, needs: "a whole number of seconds from 1 to 3600",
        example: "15")
    }
    return .seconds(seconds)
  }

  private static func badValue(
    _ variable: String, _ value: String, needs: String, example: String
  ) -> UsageError {
    let shown = TerminalText.fitted(value, toWidth: 30)
    return UsageError(
      #"\#(variable) is "\#(shown)", not \#(needs); set it to one, such as "\#(variable)=\#(example)", or unset it."#,
      variable: variable)
  }

  static let exampleBaseURL = "http://localhost:8080"

  /// The URL in `text` if it is an http or https URL with a host.
  static func baseURL(_ text: String) -> URL? {
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
      url.host(percentEncoded: false)?.isEmpty == false
    else { return nil }
    return url
  }

  static func fileURL(_ path: String) -> URL {
    URL(filePath: NSString(string: path).expandingTildeInPath, directoryHint: .notDirectory)
  }
}
