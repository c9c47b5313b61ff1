import CitiesPatternList

/// The terminal session on the cities feature: reads commands, drives the pattern's shell, and
/// prints the header, each screen (at the width of the moment), the hints and the trace.
///
/// A script (input that is no terminal) echoes each command and ends with 1 if a command failed:
/// was refused, or left an alert or a failed load on screen. A person's session ends with 0.
@MainActor
final class Session {
  private let dependencies: FeatureDependencies
  private let shells: any FeatureShellMaking
  private let dataSource: DataSource
  private let input: any LineInput
  private let output: any TextOutput
  private let style: TerminalStyle
  private let currentWidth: @MainActor () -> Int
  private var shell: any FeatureShell
  private var hasFailed = false

  init(
    pattern: PatternKind, dataSource: DataSource, dependencies: FeatureDependencies,
    shells: any FeatureShellMaking, input: any LineInput, output: any TextOutput,
    style: TerminalStyle, width: @escaping @MainActor () -> Int
  ) {
    (self.dependencies, self.shells, self.dataSource) = (dependencies, shells, dataSource)
    (self.input, self.output, self.style, currentWidth) = (input, output, style, width)
    shell = shells.makeShell(for: pattern, dependencies: dependencies)
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
      if let action = try CommandValidator().action(for: command, on: shell.screen) {
        await shell.perform(action)
        showOutcome(ofCommand: true)
        return true
      }
      return await handleSessionCommand(command)
    } catch {
      hasFailed = true
      for line in folded(error.description) { output.writeLine(style.alert(line)) }
      return true
    }
  }

  private func handleSessionCommand(_ command: Command) async -> Bool {
    switch command {
    case .quit: return false
    case .help: write(HelpText.lines)
    case .trace(let isOn):
      dependencies.traceLog.isEnabled = isOn
      _ = dependencies.traceLog.takeEvents()
      output.writeLine(style.hint("Tracing is \(isOn ? "on" : "off")."))
    case .pattern(let pattern):
      shell = shells.makeShell(for: pattern, dependencies: dependencies)
      await startShell(byCommand: true)
    default: break
    }
    return true
  }

  private func startShell(byCommand isCommand: Bool) async {
    write(dataSource.header(patternName: shell.patternName))
    await shell.start()
    showOutcome(ofCommand: isCommand)
  }

  private func showOutcome(ofCommand isCommand: Bool) {
    let events = dependencies.traceLog.takeEvents()
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
