import CitiesPatternList

/// The terminal session on the cities feature: reads commands, drives the pattern's shell, and
/// prints the header, each screen (at the width of the moment), the hints and the trace.
///
/// A script (input that is no terminal) echoes each command and ends with 1 if a command failed:
/// was refused, or left an alert or a failed load on screen. A person's session ends with 0.
@MainActor
final class Session {
  /// Makes the shell of a pattern, with tracing composed in only when a trace log is given.
  typealias ShellMaker = @MainActor (PatternKind, TraceLog?) -> any FeatureShell

  private let makeShell: ShellMaker
  private let header: [String]
  private let input: any LineInput
  private let output: any TextOutput
  private let style: TerminalStyle
  private let currentWidth: @MainActor () -> Int
  private var pattern: PatternKind
  // Present only while tracing is on: with it off, nothing that records a trace is composed.
  private var traceLog: TraceLog?
  private var shell: any FeatureShell
  private var hasFailed = false

  /// Makes the session the options ask for; `header` says where the data comes from.
  init(
    options: LaunchOptions, header: [String], makeShell: @escaping ShellMaker,
    input: any LineInput, output: any TextOutput, style: TerminalStyle,
    width: @escaping @MainActor () -> Int
  ) {
    (self.makeShell, self.header, pattern) = (makeShell, header, options.pattern)
    (self.input, self.output, self.style, currentWidth) = (input, output, style, width)
    traceLog = options.isTracing ? TraceLog() : nil
    shell = makeShell(options.pattern, traceLog)
  }

  /// Runs until `quit` or the end of the input and returns the exit code.
  func run() async -> Int32 {
    await startShell(byCommand: false)
    while let line = nextLine() {
      guard await handle(line) else { break }
    }
    return !input.isTerminal && hasFailed ? 1 : 0
  }

  // A skipped line (one too long to run) comes as its hint, which the session shows as it shows
  // the hint for a mistyped command.
  private func nextLine() -> Result<String, UsageError>? {
    if input.isTerminal { output.write("\n> ") }
    do throws(UsageError) {
      guard let line = try input.readLine() else {
        if input.isTerminal { output.writeLine() }
        return nil
      }
      return .success(line)
    } catch {
      // A person's line that is not run was never ended with Enter: the hint starts a line of its
      // own, not after what was typed.
      if input.isTerminal { output.writeLine() }
      return .failure(error)
    }
  }

  private func handle(_ line: Result<String, UsageError>) async -> Bool {
    let parsed = line.flatMap { line in
      Result { () throws(UsageError) in try CommandParser().parse(line) }
    }
    if case .success(nil) = parsed { return true }
    if !input.isTerminal { echo(line) }
    do throws(UsageError) {
      guard let command = try parsed.get() else { return true }
      return await handle(try CommandParser().checked(command, on: shell.screen))
    } catch {
      hasFailed = true
      for line in folded(error.description) { output.writeLine(style.alert(line)) }
      return true
    }
  }

  // The session keeps its own commands; every other one goes to the scene on screen.
  private func handle(_ command: Command) async -> Bool {
    switch command {
    case .quit: return false
    case .help: write(HelpText.lines)
    case .trace(let isOn):
      // Tracing is composed in or out, so the feature is built again, as a pattern switch does.
      output.writeLine(style.hint("Tracing is \(isOn ? "on" : "off")."))
      traceLog = isOn ? TraceLog() : nil
      await switchShell(to: pattern)
    case .pattern(let pattern): await switchShell(to: pattern)
    default:
      await shell.perform(command)
      showOutcome(ofCommand: true)
    }
    return true
  }

  private func switchShell(to pattern: PatternKind) async {
    self.pattern = pattern
    shell = makeShell(pattern, traceLog)
    await startShell(byCommand: true)
  }

  private func startShell(byCommand isCommand: Bool) async {
    let title = "Cities Kata · \(shell.patternName) · "
    write([title + (header.first ?? "")] + header.dropFirst())
    await shell.start()
    showOutcome(ofCommand: isCommand)
  }

  private func showOutcome(ofCommand isCommand: Bool) {
    let events = traceLog?.takeEvents() ?? []
    for event in events { output.writeLine(style.hint(fitted("  " + event.terminalLine))) }
    let screen = shell.screen
    write([""])
    for line in ScreenRenderer(width: currentWidth(), style: style).lines(for: screen) {
      output.writeLine(line)
    }
    if isCommand && (screen.alert != nil || screen.canRetry) { hasFailed = true }
  }

  // The echo of a command is cut, not folded: it only says which command the screen answers.
  private func echo(_ line: Result<String, UsageError>) {
    output.writeLine()
    output.writeLine(fitted((try? line.get()).map { "> " + $0 } ?? ">"))
  }

  private func write(_ lines: [String]) {
    for line in lines { output.writeLine(folded(line).joined(separator: "\n")) }
  }

  private func folded(_ text: String) -> [String] {
    TerminalText.folded(text, toWidth: currentWidth())
  }

  private func fitted(_ text: String) -> String {
    TerminalText.fitted(text, toWidth: currentWidth())
  }
}
