import CitiesTerminalKit

/// What one pattern's shell traces, in order, in each journey `ShellTraceTests` plays; each
/// pattern's traces live in a file of their own, and `PatternKind.expectedTraces` picks them.
struct ShellTraces {
  /// As its list first appears and loads, empty.
  let starting: [TraceEvent]
  /// From the tap on "add" to the results of searching "lon".
  let adding: [TraceEvent]
  /// From the tap on a row to the change of scene.
  let opening: [TraceEvent]
}

/// The empty list's message as a traced argument.
let emptyMessage = #"message: "No saved cities yet.""#
/// The idle search's message as a traced argument.
let idleMessage = #"message: "Type a city name to search.""#

/// A call from one role to another.
func event(_ from: TraceRole, _ to: TraceRole, _ message: String) -> TraceEvent {
  TraceEvent(from: from, to: to, message: message)
}

/// The answer to a call, from the role that was called.
func reply(_ from: TraceRole, _ to: TraceRole, _ message: String) -> TraceEvent {
  TraceEvent(from: from, to: to, message: message, kind: .reply)
}
