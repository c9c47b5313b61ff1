import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite("Every shell agrees at every step", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ShellConformanceTests {
  @Test("One session through every scene shows equal screens in every pattern")
  func screensAreEqual() async {
    var screens: [PatternKind: [Screen]] = [:]

    for kind in PatternKind.allCases {
      screens[kind] = await screensOfSession(kind.makeShell())
    }

    #expect(screens[.mvp]?.count == session().count + 1)
    for kind in PatternKind.allCases {
      #expect(screens[kind] == screens[.mvp], "\(kind.rawValue) differs from MVP")
    }
  }

  @Test(
    "Tracing on or off, a shell shows the same screens",
    arguments: PatternKind.allCases)
  func tracingChangesNothingElse(kind: PatternKind) async {
    let traceLog = TraceLog()

    let traced = await screensOfSession(kind.makeShell(traceLog: traceLog))
    let untraced = await screensOfSession(kind.makeShell(traceLog: nil))

    #expect(untraced == traced)
    #expect(!traceLog.takeEvents().isEmpty)
  }

  private func screensOfSession(_ shell: any FeatureShell) async -> [Screen] {
    await shell.start()
    var screens = [shell.screen]
    for action in session() {
      await shell.perform(action)
      screens.append(shell.screen)
    }
    return screens
  }
}

/// A session that visits every scene, every kind of state and an alert, on the sample data.
private func session() -> [Command] {
  [
    .add(text: "lon"), .search(text: "x"), .search(text: "zzz"), .search(text: "ber"),
    .pick(row: 0), .add(text: "lon"), .pick(row: 0), .open(row: 1), .retry, .back,
    .add(text: "berlin"), .pick(row: 0), .list, .delete(row: 0), .open(row: 0),
    .list, .delete(row: 0), .back,
  ]
}
