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
    let environment = ["CITIES_API_TIMEOUT": "", "CITIES_API_BASE": ""]

    let options = try parse([], environment: environment)
    let live = try parse(["--live"], environment: environment)

    #expect(options.storeURL == defaultStore)
    #expect(options.dataSource == .sample)
    #expect(live.apiTimeout == .seconds(15))
  }

  @Test("An empty store path is refused, from the flag and from CITIES_STORE alike")
  func emptyStore() {
    #expect(
      throws: UsageError(
        #""--store" was given an empty path; give it a file, such as "--store cities.json"."#)
    ) { try parse(["--store", ""]) }
    #expect(
      throws: UsageError(
        #"CITIES_STORE is set but empty; set it to a file, such as "CITIES_STORE=cities.json", or unset it for the default file."#,
        variable: "CITIES_STORE")
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
      (["--pattern"], #""--pattern" needs a value, such as "--pattern vip"."#),
      (["--pattern", "--live"], #""--pattern" needs a value, such as "--pattern vip"."#),
      (["--pattern", "mvc"], #"Unknown pattern "mvc"; choose \#(PatternKind.typedChoices)."#),
      (["--bogus"], #"Unknown option "--bogus"."#),
      (["list"], #"Unexpected argument "list"."#),
      (["compare", "one.txt", "two.txt"], #"Unexpected argument "two.txt"."#),
      (["--mermaid"], #""--mermaid" only works with "cities compare"."#),
      (["--live=yes"], #""--live" takes no value."#),
      (["--api-base", "ftp://example.org"], apiBaseHint),
      (["--api-base", "localhost:8080"], apiBaseHint),
      (["--store="], #""--store" needs a value, such as "--store cities.json"."#),
    ])
  func badArguments(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try parse(arguments) }
  }

  @Test("A CITIES_API_BASE that is not an http URL is refused, with its value and its fix")
  func badEnvironment() {
    let message =
      #"CITIES_API_BASE is "not a url", not an http or https URL; set it to one, such as "CITIES_API_BASE=http://localhost:8080", or unset it."#

    #expect(throws: UsageError(message, variable: "CITIES_API_BASE")) {
      try parse([], environment: ["CITIES_API_BASE": "not a url"])
    }
  }

  @Test("Live requests may take 15 seconds, or as many whole seconds as CITIES_API_TIMEOUT says")
  func apiTimeout() throws {
    let standard = try parse(["--live"])
    let shorter = try parse(["--live"], environment: ["CITIES_API_TIMEOUT": "2"])

    #expect(standard.apiTimeout == .seconds(15))
    #expect(shorter.apiTimeout == .seconds(2))
  }

  @Test(
    "A live run refuses a CITIES_API_TIMEOUT that is not a whole number of seconds from 1 to 3600",
    arguments: ["0", "-5", "0.5", "3601", "soon", "99999999999999999999"])
  func badAPITimeout(value: String) {
    let message =
      #"CITIES_API_TIMEOUT is "\#(value)", not a whole number of seconds from 1 to 3600; set it to one, such as "CITIES_API_TIMEOUT=15", or unset it."#

    #expect(throws: UsageError(message, variable: "CITIES_API_TIMEOUT")) {
      try parse(["--live"], environment: ["CITIES_API_TIMEOUT": value])
    }
  }

  @Test("An offline run does not read CITIES_API_TIMEOUT, so a bad value cannot stop it")
  func offlineIgnoresTimeout() throws {
    let environment = ["CITIES_API_TIMEOUT": "soon"]

    let session = try parse([], environment: environment)
    let comparison = try parse(["compare"], environment: environment)

    #expect(session.dataSource == .sample)
    #expect(session.apiTimeout == .seconds(15))
    #expect(comparison.mode == .compare(scriptPath: nil, mermaid: false))
  }

  @Test("A variable whose flag is given is not read, so its bad value cannot stop the run")
  func flagHidesVariable() throws {
    let environment = ["CITIES_STORE": "", "CITIES_API_BASE": "not a url"]

    let options = try parse(
      ["--store", "/from/flag.json", "--api-base", "http://localhost:9000"],
      environment: environment)

    let flagURL = try #require(URL(string: "http://localhost:9000"))
    #expect(options.storeURL.path(percentEncoded: false) == "/from/flag.json")
    #expect(options.dataSource == .live(selfHostedBaseURL: flagURL))
  }

  @Test("--help shows the usage even when a variable holds a bad value")
  func helpDespiteEnvironment() throws {
    let options = try parse(["--help"], environment: ["CITIES_STORE": ""])

    #expect(options.mode == .help)
  }

  @Test(
    "compare refuses the flags of a session, each with what compare does instead",
    arguments: [
      (
        ["--pattern", "vip"],
        #""--pattern" does not work with "cities compare", which runs every pattern."#
      ),
      (
        ["--store", "x.json"],
        #""--store" does not work with "cities compare", which gives every pattern a fresh list."#
      ),
      (["--trace"], #""--trace" does not work with "cities compare", which always traces."#),
      (
        ["--live"],
        #""--live" does not work with "cities compare", which uses the offline samples."#
      ),
      (
        ["--api-base=http://localhost:8080"],
        #""--api-base" does not work with "cities compare", which uses the offline samples."#
      ),
      (
        ["--script", "x.txt"],
        #""--script" does not work with "cities compare", which takes its script as "cities compare SCRIPT"."#
      ),
    ])
  func compareRefusesSessionFlags(flag: [String], message: String) {
    #expect(throws: UsageError(message)) { try parse(["compare"] + flag) }
  }

  private func parse(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws(UsageError) -> LaunchOptions {
    try LaunchOptionsParser(environment: environment, defaultStoreURL: defaultStore)
      .parse(arguments)
  }
}

private let apiBaseHint =
  #""--api-base" needs an http or https URL, such as "--api-base http://localhost:8080"."#
