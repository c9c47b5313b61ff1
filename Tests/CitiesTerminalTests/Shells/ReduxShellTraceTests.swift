import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite("Redux's shell traces its loop", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ReduxShellTraceTests {
  @Test("Redux deletes one way round: View → Store → Reducer → Effect → UseCase, then back")
  func deleteLoop() async {
    let traceLog = TraceLog()
    let shell = PatternKind.redux.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    _ = traceLog.takeEvents()

    await shell.perform(.delete(row: 0))

    #expect(traceLog.takeEventsAttached() == reduxDeleteLoop)
  }

  @Test(
    "Redux's view traces the alert its state holds, the action that dismisses it, and its going")
  func alert() async {
    let traceLog = TraceLog()
    let shell = PatternKind.redux.makeShell(ShellUseCases(saved: [anyCity()]), traceLog: traceLog)
    await shell.start()
    await shell.perform(.add(text: "ber"))
    _ = traceLog.takeEvents()

    await shell.perform(.pick(row: 0))
    let alerted = traceLog.takeEventsAttached().filter { $0.to == .view }
    await shell.perform(.search(text: "berl"))
    let dismissed = traceLog.takeEventsAttached().prefix(3)

    let store = TraceRole("Store")
    #expect(
      alerted.last == event(store, .view, #"state.alert = "Berlin is already in your list.""#))
    #expect(
      Array(dismissed) == [
        event(.view, store, "send(.alertDismissed)"),
        event(store, TraceRole("Reducer"), "reduce(.destination(.addCity(.alertDismissed)))"),
        event(store, .view, "state.alert = nil"),
      ])
  }
}
