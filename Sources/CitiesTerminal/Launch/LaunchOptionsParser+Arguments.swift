import Foundation

extension LaunchOptionsParser {
  func apply(
    _ argument: String, remaining: inout ArraySlice<String>, to options: inout LaunchOptions
  ) throws(LaunchError) {
    let flag = Flag(argument)
    switch flag.name {
    case "--pattern":
      let value = try flag.value(from: &remaining, example: "vip")
      guard let pattern = PatternKind(typed: value) else {
        throw LaunchError("Unknown pattern '\(value)'; choose mvp, vip or mvvm.")
      }
      options.pattern = pattern
    case "--live":
      try flag.expectNoValue()
      if options.dataSource == .sample { options.dataSource = .live(selfHostedBaseURL: nil) }
    case "--api-base":
      let value = try flag.value(from: &remaining, example: "http://localhost:8080")
      options.dataSource = .live(selfHostedBaseURL: try Self.baseURL(value, source: "--api-base"))
    case "--store":
      options.storeURL = Self.fileURL(try flag.value(from: &remaining, example: "cities.json"))
    case "--script":
      options.scriptPath = try flag.value(from: &remaining, example: "demo.txt")
    case "--trace":
      try flag.expectNoValue()
      options.isTracing = true
    case "--mermaid":
      try flag.expectNoValue()
      guard case .compare(let scriptPath, _) = options.mode else {
        throw LaunchError("'--mermaid' only works with 'cities compare'.")
      }
      options.mode = .compare(scriptPath: scriptPath, mermaid: true)
    default:
      try applyOperand(argument, to: &options)
    }
  }

  private func applyOperand(_ argument: String, to options: inout LaunchOptions) throws(LaunchError)
  {
    guard !argument.hasPrefix("-") else { throw LaunchError("Unknown option '\(argument)'.") }
    guard case .compare(nil, let mermaid) = options.mode else {
      throw LaunchError("Unexpected argument '\(argument)'.")
    }
    options.mode = .compare(scriptPath: argument, mermaid: mermaid)
  }

  static func baseURL(_ text: String, source: String) throws(LaunchError) -> URL {
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
      url.host(percentEncoded: false)?.isEmpty == false
    else {
      throw LaunchError("\(source) needs an http or https URL, such as http://localhost:8080.")
    }
    return url
  }

  static func fileURL(_ path: String) -> URL {
    URL(filePath: NSString(string: path).expandingTildeInPath, directoryHint: .notDirectory)
  }
}
