import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

/// The real app against a local server that answers badly, through the real `URLSession`: each
/// fault is one line on the screen, the session goes on, and the saved list is untouched.
@MainActor
// Serialized: every test runs a loopback server and URLSessions, and one at a time keeps the
// process well under macOS's default of 256 open files (docs/RELIABILITY.md, "Open files").
@Suite(
  "cities against a hostile weather service", .serialized, .timeLimit(.minutes(1)), .endsRunWhenHung
)
struct HostileAPITests {
  @Test(
    "A bad search answer is one line, the session goes on, the store is untouched",
    arguments: APIFault.search)
  func searchFault(fault: APIFault) async throws {
    try await checkSearch(against: fault)
  }

  @Test(
    "A search or forecast slower than the timeout is one line, and the session goes on",
    .enabled(if: SlowChecks.areEnabled, Comment(rawValue: SlowChecks.reason)),
    arguments: APIFault.slow)
  func slowFault(fault: APIFault) async throws {
    try await checkSearch(against: fault)
    try await checkWeather(against: fault)
  }

  private func checkSearch(against fault: APIFault) async throws {
    let server = try LoopbackHTTPServer(answers: [
      "/v1/search": fault.answer, "/v1/forecast": forecastAnswer(),
    ])
    let store = try londonStore()
    let start = ContinuousClock.now

    let run = try await runLiveApp(
      on: server, commands: ["add ber", "back", "open 1"], store: store, fault: fault)

    #expect(
      run.screens.first?.split(separator: "\n", omittingEmptySubsequences: false) == [
        "> add ber", "", "Add a city", "Search failed: \(fault.message(naming: server.host))",
        "Commands: search <text> · back · help", "",
      ])
    #expect(run.screens.last?.contains("18°C, Clear sky") == true)
    #expect(try Data(contentsOf: run.store) == Data(store.utf8))
    #expect(ContinuousClock.now - start < hangLimit)
  }

  @Test(
    "A bad forecast answer is one line, the session goes on, the store is untouched",
    arguments: APIFault.weather)
  func weatherFault(fault: APIFault) async throws {
    try await checkWeather(against: fault)
  }

  private func checkWeather(against fault: APIFault) async throws {
    let server = try LoopbackHTTPServer(answers: [
      "/v1/search": berlinSearchAnswer(), "/v1/forecast": fault.answer,
    ])
    let store = try londonStore()
    let start = ContinuousClock.now

    let run = try await runLiveApp(
      on: server, commands: ["open 1", "back", "add ber"], store: store, fault: fault)

    #expect(
      run.screens.first?.split(separator: "\n", omittingEmptySubsequences: false) == [
        "> open 1", "", "London",
        "Could not load the weather: \(fault.message(naming: server.host))",
        "Commands: retry · rename <name> · back · help", "",
      ])
    #expect(run.screens.last?.contains("  1  Berlin  Germany") == true)
    #expect(run.exitCode == 1)
    #expect(try Data(contentsOf: run.store) == Data(store.utf8))
    #expect(ContinuousClock.now - start < hangLimit)
  }

  @Test(
    "Escape sequences in a found city's name leave whole: it is shown and saved as London",
    arguments: HostileName.all)
  func escapedName(name: HostileName) async throws {
    let server = try LoopbackHTTPServer(answers: ["/v1/search": name.searchAnswer])

    let run = try await runLiveApp(
      on: server, commands: ["add lon", "pick 1"], store: try storeFile([]))

    let saved = try JSONDecoder().decode(SavedNames.self, from: Data(contentsOf: run.store))
    #expect(saved.cities.map(\.name) == ["London"])
    #expect(run.screens.first?.contains("\n  1  London  United Kingdom\n") == true)
    #expect(
      run.screens.last?.contains(
        "Saved cities (1), in the order added\n  1  London  United Kingdom\n") == true)
  }

  @Test("The app's requests travel over the network stack to the local server")
  func requestsReachTheServer() async throws {
    let server = try LoopbackHTTPServer(answers: ["/v1/search": berlinSearchAnswer()])

    let run = try await runLiveApp(on: server, commands: ["add ber"], store: try londonStore())

    #expect(server.requestLines.count == 1)
    #expect(server.requestLines.first?.hasPrefix("GET /v1/search?name=ber&count=10") == true)
    #expect(run.screens.first?.contains("  1  Berlin  Germany") == true)
    #expect(run.exitCode == 0)
  }
}

extension LoopbackHTTPServer {
  /// The server's host and port, as the app's messages name them.
  fileprivate var host: String {
    "127.0.0.1:\(baseURL.port ?? 0)"
  }
}

/// A city name laced with escape sequences of one kind, as a hostile server would answer it.
struct HostileName: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let raw: String

  static let all = [
    HostileName(
      testDescription: "ansi: CSI and OSC",
      raw: "\u{1B}]0;pwned\u{7}Lon\u{1B}[2J\u{1B}[31mdon\u{1B}[0m"),
    HostileName(
      testDescription: "DCS, SOS, PM and APC strings",
      raw: "\u{1B}P1$r\u{1B}\\Lon\u{1B}X1\u{1B}\\\u{1B}^2\u{1B}\\don\u{1B}_3\u{7}"),
    HostileName(
      testDescription: "8-bit CSI, OSC and DCS",
      raw: "\u{9B}2JLon\u{9D}0;pwned\u{9C}don\u{90}q\u{9C}"),
    HostileName(
      testDescription: "ISO 2022, Fe and a sequence cut short at the end",
      raw: "\u{1B}(BLon\u{1B}Ddon\u{1B}]0;never ended"),
  ]

  /// A search answer with one place, this name and a clean country.
  var searchAnswer: ScriptedHTTPAnswer {
    let name = String(decoding: (try? JSONEncoder().encode(raw)) ?? Data(), as: UTF8.self)
    return .json(
      #"{"results":[{"id":2643743,"name":\#(name),"latitude":51.5,"longitude":-0.13,"#
        + #""country":"United Kingdom"}]}"#)
  }
}

/// The names in the store file, as the app saved them.
private struct SavedNames: Decodable {
  struct City: Decodable { let name: String }
  let cities: [City]
}

/// Well under the default timeout of 15 seconds, so a fault that waits for it counts as a hang.
private let hangLimit = Duration.seconds(10)

/// Runs the app live against `server`, with the store holding `store` and a width wide enough
/// for every message to fit on one line.
@MainActor
private func runLiveApp(
  on server: LoopbackHTTPServer, commands: [String], store: String, fault: APIFault? = nil
) async throws -> AppRun {
  var environment = ["COLUMNS": "200"]
  environment["CITIES_API_TIMEOUT"] = fault?.apiTimeout
  return try await runApp(
    ["--api-base", server.baseURL.absoluteString], commands: commands, storeContents: store,
    environment: environment)
}
