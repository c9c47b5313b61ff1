import Foundation

// A variable is read only when the run uses it: not when its flag was given, and the timeout only
// for a live run, which alone waits for answers. So a value that could change nothing stops
// nothing, and one that is wrong is named with its fix, without the command line's usage.
extension LaunchOptionsParser {
  func applyEnvironment(to options: inout LaunchOptions, besides flags: Set<String>)
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
    let shown = TerminalText.truncated(TerminalText.sanitized(value), toWidth: 30)
    return UsageError(
      #"\#(variable) is "\#(shown)", not \#(needs); set it to one, such as "\#(variable)=\#(example)", or unset it."#,
      variable: variable)
  }
}
