import CitiesData
import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

/// The app as a learner runs it, through its entry point, once per pattern.
@MainActor
@Suite("cities, end to end, on offline data", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct EndToEndTests {
  @Test(
    "Adding, deleting and opening cities shows the same screens in every pattern",
    arguments: PatternKind.allCases)
  func addDeleteOpen(pattern: PatternKind) async throws {
    let run = try await runApp(
      ["--pattern", pattern.rawValue],
      commands: ["add ber", "pick 1", "add lon", "pick 1", "delete 1", "open 1", "back"])

    #expect(run.exitCode == 0)
    #expect(run.output.lines.first == "Cities Kata · \(pattern.displayName) · offline sample data")
    let screens = run.screens
    try #require(screens.count == 7)
    #expect(screens[0].contains("  1  Berlin  Germany"))
    #expect(screens[1].contains("Saved cities (1), in the order added\n  1  Berlin  Germany\n"))
    #expect(screens[3].contains("  1  Berlin  Germany\n  2  London  England, United Kingdom\n"))
    let offer = #"Deleted Berlin. Type "undo" to put it back."#
    #expect(
      screens[4].contains(
        "Saved cities (1), in the order added\n\(offer)\n  1  London  England, United Kingdom\n"))
    #expect(screens[5].contains("London\n"))
    #expect(screens[5].contains("\n  Today  "))
    #expect(screens[5].split(separator: "\n").filter { $0.hasPrefix("  ") }.count == 7)
    #expect(!screens[5].contains("  1  "))
    let saved = try await FileCitiesGateway(fileURL: run.store).fetchCities()
    #expect(saved.map(\.name) == ["London"])
  }

  @Test(
    "A refused or impossible command gives one line, changes nothing, and fails the script",
    arguments: PatternKind.allCases)
  func errors(pattern: PatternKind) async throws {
    let run = try await runApp(
      ["--pattern", pattern.rawValue],
      commands: ["add ber", "pick 1", "add ber", "pick 1", "back", "open 9", "fly", "delete"])

    #expect(run.exitCode == 1)
    let screens = run.screens
    try #require(screens.count == 8)
    #expect(screens[3].contains("Berlin is already in your list."))
    #expect(screens[5] == "> open 9\nThere is no city 9; the list has 1.\n")
    #expect(
      screens[6].hasPrefix("> fly\n" + #"Unknown command "fly". Type "help" for the commands."#))
    let saved = try await FileCitiesGateway(fileURL: run.store).fetchCities()
    #expect(saved.map(\.name) == ["Berlin"])
  }

  @Test(
    "A search in the user's own quotes searches for the text inside them, quoted back once",
    arguments: PatternKind.allCases)
  func quotedSearch(pattern: PatternKind) async throws {
    let run = try await runApp(
      ["--pattern", pattern.rawValue], commands: [#"add "qq""#, #"add "ber""#])

    let screens = run.screens
    try #require(screens.count == 2)
    #expect(screens[0].contains(#"No cities match "qq"."#))
    #expect(screens[1].contains("  1  Berlin  Germany"))
  }

  @Test(
    "After the list failed to load, a row number is refused with the reason and the way out",
    arguments: PatternKind.allCases)
  func deleteAfterFailedLoad(pattern: PatternKind) async throws {
    let damaged = #"{"version":1,"cities":[{"id":1,"#

    let run = try await runApp(
      ["--pattern", pattern.rawValue], commands: ["delete 1"], storeContents: damaged)

    let refusal = #"There is no city 1: the list could not be loaded. Type "retry" to try again."#
    #expect(run.screens.last == "> delete 1\n\(refusal)\n")
  }

  @Test(
    "A damaged store is reported with its path, and left exactly as it was",
    arguments: PatternKind.allCases)
  func damagedStore(pattern: PatternKind) async throws {
    let damaged = #"{"version":1,"cities":[{"id":1,"#

    let run = try await runApp(
      ["--pattern", pattern.rawValue], commands: ["add ber", "pick 1"], storeContents: damaged)

    #expect(run.exitCode == 1)
    #expect(run.output.text.contains("Could not load your cities:"))
    #expect(run.output.text.contains("cities.json"))
    #expect(try String(contentsOf: run.store, encoding: .utf8) == damaged)
  }

  @Test(
    "Hostile names from the store never reach the terminal raw", arguments: PatternKind.allCases)
  func hostileNames(pattern: PatternKind) async throws {
    let hostile = try storeFile([
      (1, "\u{1B}[31mRed\u{1B}[0m\u{1B}]0;owned\u{07}"),
      (2, "Bell\u{07}Back\u{08}space\u{7F}Nul\u{01}"),
      (3, String(repeating: "Long", count: 125)),
    ])

    let run = try await runApp(
      ["--pattern", pattern.rawValue], commands: ["list", "open 1", "back", "open 3"],
      storeContents: hostile)

    let controls = run.output.text.unicodeScalars.filter {
      $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
    }
    #expect(controls.isEmpty)
    #expect(run.output.text.contains("Red"))
    #expect(run.output.lines.allSatisfy { $0.count <= 80 })
    #expect(run.output.text.contains("…"))
  }
}
