import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

/// The real app, in each pattern, given input a careless or malicious user could type: each line
/// gets a one-line hint or is skipped, the session ends cleanly, and the saved list never changes.
@MainActor
@Suite("cities given hostile input", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct HostileInputTests {
  @Test(
    "Empty, blank and control-character-only lines are skipped", arguments: PatternKind.allCases)
  func blankLines(pattern: PatternKind) async throws {
    let store = try londonStore()

    let run = try await runApp(
      ["--pattern", pattern.rawValue],
      commands: ["", "   ", "\t \t", "\u{0}\u{7}\u{1B}[2J", "list"],
      storeContents: store)

    #expect(run.output.lines.filter { $0.hasPrefix(">") } == ["> list"])
    #expect(run.exitCode == 0)
    #expect(try Data(contentsOf: run.store) == Data(store.utf8))
  }

  @Test(
    "Control characters in a command are dropped before it runs", arguments: PatternKind.allCases)
  func controlCharacters(pattern: PatternKind) async throws {
    let run = try await runApp(
      ["--pattern", pattern.rawValue], commands: ["add \u{1B}[31mber\u{7}\u{0}", "pick\u{8} 1"])

    #expect(run.screens.first?.hasPrefix("> add ber\n\nAdd a city\n  1  Berlin  Germany\n") == true)
    #expect(!run.output.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let saved = try String(contentsOf: run.store, encoding: .utf8)
    #expect(saved.contains(#""name" : "Berlin""#))
  }

  @Test(
    "Each wrong line gets its one-line hint and changes nothing", arguments: PatternKind.allCases)
  func wrongLines(pattern: PatternKind) async throws {
    let store = try londonStore()
    let huge = String(repeating: "x", count: 10_000)
    let script = wrongLinesAndHints(huge: huge)

    let run = try await runApp(
      ["--pattern", pattern.rawValue], commands: script.map(\.line), storeContents: store)

    let hints = run.screens.filter { !$0.contains("\n\n") }
    let expected = script.filter { !$0.hint.isEmpty }
    #expect(hints == expected.map { echoed($0.line) + "\n" + $0.hint + "\n" })
    #expect(run.output.lines.allSatisfy { $0.count <= 80 })
    #expect(run.exitCode == 1)
    #expect(try Data(contentsOf: run.store) == Data(store.utf8))
  }

  @Test(
    "The end of the input while results wait for a pick ends the session and saves nothing",
    arguments: PatternKind.allCases, [false, true])
  func endOfInputDuringChoice(pattern: PatternKind, isTerminal: Bool) async throws {
    let store = try londonStore()
    let results = "  1  Berlin  Germany\nCommands: search <text> · pick <n> · back · help\n"

    let run = try await runApp(
      ["--pattern", pattern.rawValue], commands: ["add ber"], storeContents: store,
      inputIsTerminal: isTerminal)

    #expect(run.exitCode == 0)
    #expect(run.output.text.hasSuffix(isTerminal ? results + "\n> \n" : results))
    #expect(try Data(contentsOf: run.store) == Data(store.utf8))
  }
}

/// Lines that cannot be carried out (the list holds one city, the search finds one), each with
/// the hint it gets; `add ber`, which has none, brings the search results on screen.
private func wrongLinesAndHints(huge: String) -> [(line: String, hint: String)] {
  let unknown = #"Unknown command ""# + String(repeating: "x", count: 19) + #"…"."#
  return [
    ("fly", #"Unknown command "fly". Type "help" for the commands."#),
    (huge, unknown + #" Type "help" for the commands."#),
    ("add " + huge, #""add" takes at most 100 characters."#),
    ("open 0", noCity(0)),
    ("open 2", noCity(2)),
    ("delete -1", noCity(-1)),
    ("delete 99999999999999999999", #""delete" needs a number, such as "delete 2"."#),
    ("open one", #""open" needs a number, such as "open 2"."#),
    ("pick 1", #""pick" works on the search results; type "add <name>" first."#),
    ("add ber", ""),
    ("pick 0", noResult(0)),
    ("9", noResult(9)),
    ("pick x", #""pick" needs a number, such as "pick 2"."#),
    ("search " + huge, #""search" takes at most 100 characters."#),
    ("open 1", #""open" works on the saved list; type "list" first."#),
  ]
}

private func noCity(_ number: Int) -> String {
  "There is no city \(number); the list has 1."
}

private func noResult(_ number: Int) -> String {
  "There is no result \(number); the search found 1."
}

// A scripted line is echoed after "> ", cut to the width like every other line.
private func echoed(_ line: String) -> String {
  TerminalText.truncated("> " + line, toWidth: 80)
}
