import CitiesApp
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite("The app's composition root", .timeLimit(.minutes(1)))
struct PatternShellsTests {
  @Test(
    "Each pattern's shell is named for it and calls the use cases from its own caller role",
    arguments: ShellKind.allCases)
  func callerRole(kind: ShellKind) async {
    let traceLog = TraceLog(isEnabled: true)
    let shell = kind.makeShell(traceLog: traceLog)

    await shell.start()

    let useCaseCalls = traceLog.takeEvents().filter { $0.to == .useCase }
    #expect(shell.patternName == kind.rawValue)
    #expect(
      useCaseCalls == [
        TraceEvent(from: kind.useCaseCaller, to: .useCase, message: "displayCities()")
      ])
  }
}
