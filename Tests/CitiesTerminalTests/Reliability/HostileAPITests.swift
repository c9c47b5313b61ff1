import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

/// The real app against a local server that answers badly, through the real `URLSession`: each
/// fault is one line on the screen, the session goes on, and the saved list is untouched.
@MainActor
// Serialized: every test runs a loopback server and URLSessions, and one at a time keeps the
// process well under macOS's default of 256 open files (docs/DECISIONS.md, issue 13).
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
        "Commands: retry · back · help", "",
      ])
    #expect(run.screens.last?.contains("  1  Berlin  Germany") == true)
    #expect(run.exitCode == 1)
    #expect(try Data(contentsOf: run.store) == Data(store.utf8))
    #expect(ContinuousClock.now - start < hangLimit)
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
