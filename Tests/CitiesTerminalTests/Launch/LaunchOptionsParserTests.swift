import CitiesPatternList
import CitiesTerminalKit
import Foundation
import Testing

@Suite("Launch options")
struct LaunchOptionsParserTests {
  private let defaultStore = URL(filePath: "/default/cities.json")

  @Test("With no arguments the session runs MVP on sample data, untraced, on the default store")
  func defaults() throws {
    let options = try parse([])

    #expect(options.mode == .session)
    #expect(options.pattern == .mvp)
    #expect(options.dataSource == .sample)
    #expect(options.storeURL == defaultStore)
    #expect(options.scriptPath == nil)
    #expect(!options.isTracing)
  }

  @Test(
    "--pattern picks the pattern, in any case, with a space or an equals sign",
    arguments: PatternKind.allCases)
  func pattern(expected: PatternKind) throws {
    let typed = expected.rawValue
    let mixedCase = typed.prefix(1).uppercased() + typed.dropFirst()

    let spaced = try parse(["--pattern", typed])
    let withEquals = try parse(["--pattern=\(typed.uppercased())"])
    let inMixedCase = try parse(["--pattern", mixedCase])

    #expect(spaced.pattern == expected)
    #expect(withEquals.pattern == expected)
    #expect(inMixedCase.pattern == expected)
  }

  @Test("--live asks the public Open-Meteo")
  func live() throws {
    let options = try parse(["--live"])

    #expect(options.dataSource == .live(selfHostedBaseURL: nil))
  }

  @Test("--api-base points at a self-hosted Open-Meteo and implies --live, in either order")
  func apiBase() throws {
    let base = try #require(URL(string: "http://localhost:8080/openmeteo"))

    let alone = try parse(["--api-base", "http://localhost:8080/openmeteo"])
    let withLiveAfter = try parse(["--api-base=http://localhost:8080/openmeteo", "--live"])

    #expect(alone.dataSource == .live(selfHostedBaseURL: base))
    #expect(withLiveAfter.dataSource == .live(selfHostedBaseURL: base))
  }

  @Test("CITIES_API_BASE stands in for --api-base, and the flag wins over it")
  func apiBaseFromEnvironment() throws {
    let environment = ["CITIES_API_BASE": "https://meteo.example.org"]

    let fromEnvironment = try parse([], environment: environment)
    let fromFlag = try parse(["--api-base", "http://localhost:9000"], environment: environment)

    let environmentURL = try #require(URL(string: "https://meteo.example.org"))
    let flagURL = try #require(URL(string: "http://localhost:9000"))
    #expect(fromEnvironment.dataSource == .live(selfHostedBaseURL: environmentURL))
    #expect(fromFlag.dataSource == .live(selfHostedBaseURL: flagURL))
  }

  @Test("--store and CITIES_STORE pick the file, and the flag wins over the variable")
  func store() throws {
    let environment = ["CITIES_STORE": "/from/environment.json"]

    let fromEnvironment = try parse([], environment: environment)
    let fromFlag = try parse(["--store", "/from/flag.json"], environment: environment)

    #expect(fromEnvironment.storeURL.path(percentEncoded: false) == "/from/environment.json")
    #expect(fromFlag.storeURL.path(percentEncoded: false) == "/from/flag.json")
  }

  @Test("An empty CITIES_API_BASE or CITIES_API_TIMEOUT is ignored")
  func emptyEnvironment() throws {
    let options = try parse([], environment: ["CITIES_API_TIMEOUT": "", "CITIES_API_BASE": ""])

    #expect(options.storeURL == defaultStore)
    #expect(options.dataSource == .sample)
    #expect(options.apiTimeout == .seconds(15))
  }

  @Test("An empty store path is refused, from the flag and from CITIES_STORE alike")
  func emptyStore() {
    #expect(
      throws: UsageError(
        "'--store' was given an empty path; give it a file, such as cities.json.")
    ) { try parse(["--store", ""]) }
    #expect(
      throws: UsageError(
        "CITIES_STORE is set but empty; give it a file, such as CITIES_STORE=cities.json.")
    ) { try parse([], environment: ["CITIES_STORE": ""]) }
  }

  @Test("--script and --trace are read")
  func scriptAndTrace() throws {
    let options = try parse(["--script", "demo.txt", "--trace"])

    #expect(options.scriptPath == "demo.txt")
    #expect(options.isTracing)
  }

  @Test(
    "compare takes an optional script and --mermaid",
    arguments: [
      (["compare"], LaunchOptions.Mode.compare(scriptPath: nil, mermaid: false)),
      (["compare", "demo.txt"], .compare(scriptPath: "demo.txt", mermaid: false)),
      (["compare", "--mermaid", "demo.txt"], .compare(scriptPath: "demo.txt", mermaid: true)),
    ])
  func compare(arguments: [String], expected: LaunchOptions.Mode) throws {
    let options = try parse(arguments)

    #expect(options.mode == expected)
  }

  @Test("--help asks for the usage, whatever else is on the line")
  func help() throws {
    let options = try parse(["--bogus", "--help"])

    #expect(options.mode == .help)
  }

  @Test(
    "Bad arguments are refused with one line that says what is wrong",
    arguments: [
      (["--pattern"], "'--pattern' needs a value, such as '--pattern vip'."),
      (["--pattern", "--live"], "'--pattern' needs a value, such as '--pattern vip'."),
      (["--pattern", "mvc"], "Unknown pattern 'mvc'; choose \(PatternKind.typedChoices)."),
      (["--bogus"], "Unknown option '--bogus'."),
      (["list"], "Unexpected argument 'list'."),
      (["compare", "one.txt", "two.txt"], "Unexpected argument 'two.txt'."),
      (["--mermaid"], "'--mermaid' only works with 'cities compare'."),
      (["--live=yes"], "'--live' takes no value."),
      (["--api-base", "ftp://example.org"], urlHint("--api-base")),
      (["--api-base", "localhost:8080"], urlHint("--api-base")),
      (["--store="], "'--store' needs a value, such as '--store cities.json'."),
    ])
  func badArguments(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try parse(arguments) }
  }

  @Test("A CITIES_API_BASE that is not an http URL is refused")
  func badEnvironment() {
    #expect(throws: UsageError(urlHint("CITIES_API_BASE"))) {
      try parse([], environment: ["CITIES_API_BASE": "not a url"])
    }
  }

  @Test("Live requests may take 15 seconds, or as many whole seconds as CITIES_API_TIMEOUT says")
  func apiTimeout() throws {
    let standard = try parse([])
    let shorter = try parse([], environment: ["CITIES_API_TIMEOUT": "2"])

    #expect(standard.apiTimeout == .seconds(15))
    #expect(shorter.apiTimeout == .seconds(2))
  }

  @Test(
    "A CITIES_API_TIMEOUT that is not a whole number of seconds from 1 to 3600 is refused",
    arguments: ["0", "-5", "0.5", "3601", "soon", "99999999999999999999"])
  func badAPITimeout(value: String) {
    let message =
      "CITIES_API_TIMEOUT needs a whole number of seconds from 1 to 3600, such as 15."
    #expect(throws: UsageError(message)) {
      try parse([], environment: ["CITIES_API_TIMEOUT": value])
    }
  }

  private func parse(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws(UsageError) -> LaunchOptions {
    try LaunchOptionsParser(environment: environment, defaultStoreURL: defaultStore)
      .parse(arguments)
  }
}

private func urlHint(_ source: String) -> String {
  "\(source) needs an http or https URL, such as http://localhost:8080."
}
