import Testing

@testable import CitiesTerminalKit

extension TraceLog {
  /// The events recorded since the last take, also attached to the test as the lines the app
  /// prints, so a failing trace test keeps the whole trace it saw beside the failure.
  func takeEventsAttached(sourceLocation: SourceLocation = #_sourceLocation) -> [TraceEvent] {
    let events = takeEvents()
    let lines = events.map(\.terminalLine).joined(separator: "\n")
    Attachment.record(lines, named: "trace.txt", sourceLocation: sourceLocation)
    return events
  }
}
