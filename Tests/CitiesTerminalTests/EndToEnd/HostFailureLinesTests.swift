import CitiesData
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

/// The host's own failure lines, end to end: each is one exact line, shown once, naming the path
/// or the value at fault, in the app's words rather than Foundation's.
@MainActor
@Suite("The host's failure lines", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct HostFailureLinesTests {
  @Test("Each failure the host words gives its one exact line, once", arguments: HostFailure.all)
  func failureLine(failure: HostFailure) async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.path(percentEncoded: false)
    try Data(("open 2\n" + String(repeating: "x", count: 5000) + "\n").utf8).write(
      to: folder.file(named: "script.txt"))

    let run = try await runCities(
      failure.arguments(path), environment: failure.environment,
      shells: FeatureCompositionFake(screen: listScreen()))

    let everything = run.output.lines + run.errorOutput.lines
    #expect(everything.filter { $0 == failure.line(path) }.count == 1)
    #expect(run.exitCode == failure.exitCode)
    #expect(!everything.contains { $0.contains("NSCocoaErrorDomain") })
    #expect(!everything.contains { $0.contains("The operation could not be completed") })
  }

  @Test(
    "A store failure reaches the screen in the data layer's words, once, in every pattern",
    arguments: PatternKind.allCases)
  func storeFailure(pattern: PatternKind) async throws {
    let folder = try TemporaryDirectory()
    let store = folder.file(named: "a-folder")
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)
    let reason = try await dataLayerReason(readingStoreAt: store)

    let run = try await runApp(
      ["--pattern", pattern.rawValue, "--store", store.path(percentEncoded: false)],
      commands: [], environment: ["COLUMNS": "1000"])

    #expect(run.output.lines.filter { $0 == "Could not load your cities: \(reason)" }.count == 1)
    #expect(!run.output.text.contains("NSCocoaErrorDomain"))
  }

  private func dataLayerReason(readingStoreAt store: URL) async throws -> String {
    do {
      _ = try await FileCitiesGateway(fileURL: store).fetchCities()
    } catch {
      return "\(error)"
    }
    Issue.record("The store at \(store) was read, though it is a folder.")
    return ""
  }
}

/// One way the host can fail, with the line it must print; `path` is a fresh folder holding
/// `script.txt`, whose second line is too long.
struct HostFailure: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let arguments: @Sendable (_ path: String) -> [String]
  var environment: [String: String] = [:]
  let line: @Sendable (_ path: String) -> String
  let exitCode: Int32

  static let all = [
    HostFailure(
      testDescription: "a missing script", arguments: { ["--script", $0 + "/missing.txt"] },
      line: { #"cities: cannot read the script "\#($0)/missing.txt": there is no such file."# },
      exitCode: 2),
    HostFailure(
      testDescription: "a folder given as the script", arguments: { ["--script", $0] },
      line: { #"cities: cannot read the script "\#($0)": it is a folder, not a file."# },
      exitCode: 2),
    HostFailure(
      testDescription: "a script under a file", arguments: { ["--script", $0 + "/script.txt/x"] },
      line: {
        #"cities: cannot read the script "\#($0)/script.txt/x": a part of the path is not a folder."#
      }, exitCode: 2),
    HostFailure(
      testDescription: "a folder given to compare", arguments: { ["compare", $0] },
      line: { #"cities: cannot read the script "\#($0)": it is a folder, not a file."# },
      exitCode: 2),
    HostFailure(
      testDescription: "an empty --store", arguments: { _ in ["--store", ""] },
      line: { _ in
        #"cities: "--store" was given an empty path; give it a file, such as "--store cities.json"."#
      }, exitCode: 2),
    HostFailure(
      testDescription: "an empty CITIES_STORE", arguments: { _ in [] },
      environment: ["CITIES_STORE": ""],
      line: { _ in
        #"cities: CITIES_STORE is set but empty; set it to a file, such as "CITIES_STORE=cities.json", or unset it for the default file."#
      }, exitCode: 2),
    HostFailure(
      testDescription: "a script line over 4096 bytes",
      arguments: { ["--script", $0 + "/script.txt"] },
      line: { _ in "Line 2 is longer than 4096 bytes; it was skipped, not run." }, exitCode: 1),
  ]
}
