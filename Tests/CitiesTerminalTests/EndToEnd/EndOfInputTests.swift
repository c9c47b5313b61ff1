import CitiesData
import CitiesTestSupport
import Foundation
import Testing

@testable import CitiesTerminalKit

/// The end of the input as the real app reads it from a terminal and from a pipe: a terminal hands
/// over a partly typed line at Ctrl-D, and a person who pressed Ctrl-D did not ask for it to run.
@MainActor
@Suite(
  "The end of the input, at a terminal and from a pipe", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct EndOfInputTests {
  @Test("Ctrl-D on a partly typed line at a terminal does not run it, and says so")
  func terminalPartLine() async throws {
    let terminal = try PseudoTerminal()
    // The first Ctrl-D hands "delete 1" over without a line break, the second ends the input.
    // Two more wait behind them, so that a reader that reads on after the end cannot hang.
    terminal.type("delete 1" + String(repeating: PseudoTerminal.endOfInput, count: 4))

    let run = try await runApp(
      storeContents: try storeFile([(1, "London")]),
      input: InputFile(fileDescriptor: terminal.terminal))

    let saved = try await FileCitiesGateway(fileURL: run.store).fetchCities()
    #expect(saved.map(\.name) == ["London"])
    #expect(
      run.output.lines.contains(
        #""delete 1" was not run: Ctrl-D came before Enter. Press Ctrl-D again to leave."#))
    #expect(run.exitCode == 0)
  }

  @Test("A pipe's last line runs though no line break ends it")
  func pipeLastLine() async throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data("delete 1".utf8))
    try pipe.fileHandleForWriting.close()

    let run = try await runApp(
      storeContents: try storeFile([(1, "London")]),
      input: InputFile(fileDescriptor: pipe.fileHandleForReading.fileDescriptor))

    let saved = try await FileCitiesGateway(fileURL: run.store).fetchCities()
    #expect(saved.isEmpty)
    #expect(run.output.lines.contains("> delete 1"))
    #expect(run.exitCode == 0)
  }
}
