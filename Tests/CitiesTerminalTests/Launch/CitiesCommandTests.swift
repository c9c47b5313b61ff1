import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

@MainActor
@Suite("The cities command", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct CitiesCommandTests {
  @Test("Bad arguments print one line and the usage on standard error, and exit with 2")
  func badArguments() async throws {
    let run = try await runCities(["--pattern", "mvc"])

    #expect(run.exitCode == 2)
    #expect(
      run.errorOutput.lines.first
        == #"cities: Unknown pattern "mvc"; choose \#(PatternKind.typedChoices)."#)
    #expect(run.errorOutput.lines.dropFirst().first?.hasPrefix("Usage: cities") == true)
    #expect(run.output.text.isEmpty)
    #expect(run.shells.madeShells.isEmpty)
  }

  @Test(
    "A bad environment variable is named with its value and its fix, in one line without the usage"
  )
  func badVariable() async throws {
    let run = try await runCities(["--live"], environment: ["CITIES_API_TIMEOUT": "soon"])

    #expect(run.exitCode == 2)
    #expect(
      run.errorOutput.lines == [
        #"cities: CITIES_API_TIMEOUT is "soon", not a whole number of seconds from 1 to 3600; set it to one, such as "CITIES_API_TIMEOUT=15", or unset it."#
      ])
    #expect(run.shells.madeShells.isEmpty)
  }

  @Test("A bad CITIES_API_TIMEOUT does not stop an offline session")
  func badTimeoutOffline() async throws {
    let run = try await runCities(input: ["list"], environment: ["CITIES_API_TIMEOUT": "soon"])

    #expect(run.exitCode == 0)
    #expect(run.errorOutput.text.isEmpty)
    #expect(run.shells.madeShells.first?.performedCommands == [.list])
  }

  @Test("An argument carrying escape codes is echoed in the error without them")
  func hostileArgument() async throws {
    let run = try await runCities(["--\u{1B}[2Jwipe"])

    #expect(run.exitCode == 2)
    #expect(run.errorOutput.lines.first == #"cities: Unknown option "--wipe"."#)
  }

  @Test("--help prints the usage on standard output and exits with 0")
  func help() async throws {
    let run = try await runCities(["--help"])

    #expect(run.exitCode == 0)
    #expect(run.output.lines.first?.hasPrefix("Usage: cities") == true)
    #expect(run.output.text.contains("--api-base URL"))
    #expect(run.errorOutput.text.isEmpty)
  }

  @Test("--script runs the commands in the file instead of standard input")
  func scriptFile() async throws {
    let folder = try TemporaryDirectory()
    let script = folder.file(named: "script.txt")
    try "open 2\n\nback\n".write(to: script, atomically: true, encoding: .utf8)
    let shells = FeatureCompositionFake(screen: listScreen()) { _, action in
      action == .open(row: 1) ? weatherScreen() : nil
    }

    let run = try await runCities(
      ["--script", script.path(percentEncoded: false)], input: ["delete 1"],
      inputIsTerminal: true, shells: shells)

    #expect(run.exitCode == 0)
    #expect(run.shells.madeShells.first?.performedCommands == [.open(row: 1), .back])
    #expect(run.output.lines.contains("> open 2"))
    #expect(run.input.readCount == 0)
  }

  @Test(
    "The search waits on the app's clock when a person types, and not when input is piped",
    arguments: [false, true])
  func interactiveClock(isTerminal: Bool) async throws {
    let run = try await runCities(inputIsTerminal: isTerminal, clock: TestClock())

    let clock = try #require(run.shells.receivedClocks.first)
    #expect((clock is TestClock) == isTerminal)
    #expect((clock is InstantClock) == !isTerminal)
  }

  @Test("A --script run does not wait on the real clock, even when a person is at the terminal")
  func scriptClock() async throws {
    let folder = try TemporaryDirectory()
    let script = folder.file(named: "script.txt")
    try "list\n".write(to: script, atomically: true, encoding: .utf8)

    let run = try await runCities(
      ["--script", script.path(percentEncoded: false)], inputIsTerminal: true, clock: TestClock())

    #expect(run.shells.receivedClocks.first is InstantClock)
  }

  @Test("A script saved with CRLF or CR line ends runs one command per line")
  func windowsScript() async throws {
    let script = try scriptFile("open 2\r\nback\rback\r\n")
    let shells = FeatureCompositionFake(screen: listScreen()) { _, action in
      action == .open(row: 1) ? weatherScreen() : nil
    }

    let run = try await runCities(["--script", script.path], shells: shells)

    #expect(run.exitCode == 0)
    #expect(run.shells.madeShells.first?.performedCommands == [.open(row: 1), .back, .back])
  }

  @Test("A script line over 4096 bytes gets one hint, is not run, and the script goes on")
  func tooLongScriptLine() async throws {
    let script = try scriptFile("open 2\nopen " + String(repeating: "9", count: 5000) + "\nback\n")

    let shells = FeatureCompositionFake(screen: listScreen()) { _, action in
      action == .open(row: 1) ? weatherScreen() : nil
    }

    let run = try await runCities(["--script", script.path], shells: shells)

    #expect(run.exitCode == 1)
    #expect(run.shells.madeShells.first?.performedCommands == [.open(row: 1), .back])
    #expect(
      run.output.lines.filter { $0.hasPrefix("Line") } == [
        "Line 2 is longer than 4096 bytes; it was skipped, not run."
      ])
  }

  @Test("A script file that cannot be read is reported, with exit code 2")
  func missingScript() async throws {
    let folder = try TemporaryDirectory()
    let missing = folder.file(named: "missing.txt").path(percentEncoded: false)

    let run = try await runCities(["--script", missing])

    #expect(run.exitCode == 2)
    #expect(run.errorOutput.lines.first?.hasPrefix("cities: cannot read the script") == true)
    #expect(run.shells.madeShells.isEmpty)
  }

  /// A script file holding `text`, in a folder kept as long as the returned value.
  private func scriptFile(_ text: String) throws -> (folder: TemporaryDirectory, path: String) {
    let folder = try TemporaryDirectory()
    let file = folder.file(named: "script.txt")
    try Data(text.utf8).write(to: file)
    return (folder, file.path(percentEncoded: false))
  }
}
