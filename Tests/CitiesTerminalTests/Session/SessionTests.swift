import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite("Session", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct SessionTests {
  @Test("A scripted run prints the header, echoes each command and prints the screen after it")
  func scriptedRun() async throws {
    let shells = FeatureCompositionFake(screen: listScreen(rows: 1)) { _, _ in weatherScreen() }

    let run = try await runCities(input: ["open 1"], shells: shells)

    #expect(
      run.output.lines == [
        "Cities Kata · MVP · offline sample data",
        "",
        "Saved cities",
        "  1  City 1  Country 1",
        "Commands: add <name> · open <n> · delete <n> · sort name|added · help · quit",
        "",
        "> open 1",
        "",
        "London",
        "18°C, Clear sky",
        "  Today  4°C   12°C  Partly cloudy",
        "  Fri    -3°C  2°C   Snow",
        "Commands: rename <name> · back · help",
      ])
    #expect(run.exitCode == 0)
  }

  @Test("Blank lines and # comments are skipped without an echo or a failure")
  func skippedLines() async throws {
    let run = try await runCities(input: ["", "   ", "# a comment", "list"])

    #expect(run.shells.madeShells.first?.performedCommands == [.list])
    #expect(run.output.lines.filter { $0.hasPrefix(">") } == ["> list"])
    #expect(run.exitCode == 0)
  }

  @Test("The end of the input ends the session cleanly, after the first screen")
  func endOfInput() async throws {
    let run = try await runCities(input: [])

    #expect(run.exitCode == 0)
    #expect(run.shells.madeShells.first?.startCount == 1)
    #expect(
      run.output.lines.last
        == "Commands: add <name> · open <n> · delete <n> · sort name|added · help · quit")
  }

  @Test("quit ends the session without reading further")
  func quit() async throws {
    let run = try await runCities(input: ["Q", "list"])

    #expect(run.exitCode == 0)
    #expect(run.input.readCount == 1)
    #expect(run.shells.madeShells.first?.performedCommands == [])
  }

  @Test("--pattern starts the session on that pattern, and the header says so")
  func startingPattern() async throws {
    let run = try await runCities(["--pattern", "mvvm"])

    #expect(run.shells.madeShells.map(\.patternName) == ["MVVM"])
    #expect(run.output.lines.first == "Cities Kata · MVVM · offline sample data")
  }

  @Test(#""pattern vip" starts a VIP shell, and the session goes on"#)
  func switchingPattern() async throws {
    let run = try await runCities(input: ["pattern vip", "list"])

    #expect(run.shells.madeShells.map(\.patternName) == ["MVP", "VIP"])
    #expect(run.shells.madeShells.map(\.startCount) == [1, 1])
    #expect(run.shells.madeShells[1].performedCommands == [.list])
    #expect(run.output.lines.contains("Cities Kata · VIP · offline sample data"))
  }

  @Test(
    "Trace lines are printed only while tracing is on, and each switch composes the feature again")
  func tracing() async throws {
    let run = try await runCities(input: [
      "add one", "trace on", "add two", "trace off", "add three",
    ])

    let traceLines = run.output.lines.filter { $0.hasPrefix("  View") }
    #expect(
      traceLines == [
        "  View → Presenter: start()",
        "  View → Presenter: add(text: \"two\")",
        "  View ⇠ Presenter: shown",
      ])
    #expect(run.output.lines.contains("Tracing is on."))
    #expect(run.shells.receivedTraceLogs.map { $0 != nil } == [false, true, false])
    #expect(run.exitCode == 0)
  }

  @Test("--trace traces from the start; without it, no shell is given a trace log")
  func tracingFromTheStart() async throws {
    let traced = try await runCities(["--trace", "--pattern", "vip"])
    let untraced = try await runCities(["--pattern", "vip"])

    #expect(traced.output.lines.contains("  View → Interactor: start()"))
    #expect(traced.shells.receivedTraceLogs.map { $0 != nil } == [true])
    #expect(untraced.shells.receivedTraceLogs.map { $0 != nil } == [false])
  }

  @Test(
    "A scripted run exits with 1 when a command leaves an alert or a failed load on screen",
    arguments: [
      Screen(scene: .cities, title: "Saved cities", alert: "Could not delete London: disk full"),
      failedListScreen(),
    ])
  func failedScreens(failedScreen: Screen) async throws {
    let shells = FeatureCompositionFake(screen: listScreen()) { _, action in
      action == .delete(row: 0) ? failedScreen : nil
    }

    let run = try await runCities(input: ["delete 1", "list"], shells: shells)

    #expect(run.exitCode == 1)
    #expect(shells.madeShells.first?.performedCommands == [.delete(row: 0), .list])
  }

  @Test("An interactive session prompts, does not echo, and exits with 0 even after a mistake")
  func interactive() async throws {
    let run = try await runCities(input: ["fly"], inputIsTerminal: true)

    #expect(run.exitCode == 0)
    #expect(run.output.text.contains("\n> " + #"Unknown command "fly"."#))
    #expect(!run.output.lines.contains("> fly"))
  }

  @Test("A 10,000-character line gets a short hint, and every line fits the width")
  func hugeLine() async throws {
    let huge = String(repeating: "x", count: 10_000)

    let run = try await runCities(input: [huge, "list"], environment: ["COLUMNS": "72"])

    let hint =
      #"Unknown command ""# + String(repeating: "x", count: 19)
      + #"…". Type "help" for the commands."#
    #expect(run.output.lines.contains(hint))
    #expect(run.output.lines.allSatisfy { $0.count <= 72 })
    #expect(run.shells.madeShells.first?.performedCommands == [.list])
    #expect(run.exitCode == 1)
  }

  @Test("help lists every command, one line each")
  func help() async throws {
    let run = try await runCities(input: ["?"])

    let help = run.output.lines.drop { $0 != "> ?" }.dropFirst()
    for command in [
      "list", "add", "search", "pick", "open", "delete", "<n>", "back", "retry",
      "pattern", "trace", "help", "quit",
    ] {
      #expect(help.contains { $0.hasPrefix("  \(command)") }, "no line for \(command)")
    }
  }

  @Test("help's first line says that a command may be typed in upper or lower case")
  func helpHeading() async throws {
    let run = try await runCities(input: ["help"])

    let help = run.output.lines.drop { $0 != "> help" }.dropFirst()
    #expect(help.first == "Commands (in upper or lower case):")
  }

  @Test("The header puts the pattern's name before every line the composition says of the source")
  func liveHeader() async throws {
    let run = try await runCities(["--live"])

    #expect(run.output.lines.prefix(2) == ["Cities Kata · MVP · live data", "credit line"])
  }

  @Test("Hostile text on a screen and in commands reaches the output neutralised")
  func hostileText() async throws {
    let hostile = "\u{1B}]0;owned\u{7}\u{1B}[31mEvil\u{9B}2J" + String(repeating: "!", count: 500)
    let screen = Screen(scene: .cities, title: hostile, rows: [[hostile, hostile]], alert: hostile)
    let shells = FeatureCompositionFake(screen: screen)

    let run = try await runCities(input: ["add \u{1B}[2J" + hostile], shells: shells)

    #expect(run.output.lines.allSatisfy { $0.count <= 80 })
    #expect(!run.output.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    #expect(run.output.lines.contains { $0.hasPrefix("Evil!!!") })
  }
}
