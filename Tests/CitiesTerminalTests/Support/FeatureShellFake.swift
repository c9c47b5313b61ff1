import CitiesTerminalKit

/// A `FeatureShell` that records what it is asked to do and shows canned screens, so the
/// session and `compare` can be tested without any pattern behind them.
///
/// Each command is traced as a call from the View to `role` and a reply back, so tests can check
/// what the session and the diagrams make of a trace.
@MainActor
final class FeatureShellFake: FeatureShell {
  let patternName: String
  private(set) var screen: Screen
  /// How many times the shell was started.
  private(set) var startCount = 0
  /// Every command performed so far, oldest first.
  private(set) var performedCommands: [Command] = []
  private let role: TraceRole
  private let traceLog: TraceLog?
  private let screenAfter: @MainActor (Command) -> Screen?

  /// Makes a shell showing `screen`; after each command it shows what `screenAfter` returns, or
  /// keeps its screen for `nil`.
  init(
    patternName: String,
    screen: Screen,
    role: TraceRole = .presenter,
    traceLog: TraceLog? = nil,
    screenAfter: @escaping @MainActor (Command) -> Screen? = { _ in nil }
  ) {
    self.patternName = patternName
    self.screen = screen
    self.role = role
    self.traceLog = traceLog
    self.screenAfter = screenAfter
  }

  func start() async {
    startCount += 1
    traceLog?.record(TraceEvent(from: .view, to: role, message: "start()"))
  }

  func perform(_ command: Command) async {
    performedCommands.append(command)
    traceLog?.record(TraceEvent(from: .view, to: role, message: "\(command)"))
    if let next = screenAfter(command) { screen = next }
    traceLog?.record(TraceEvent(from: role, to: .view, message: "shown", kind: .reply))
  }
}
