/// The `cities` command, run in-process by tests as by `main.swift`: reads the options, then runs
/// the session, `compare` or the help.
@MainActor
public enum CitiesCommand {
  /// Runs `cities` with the arguments after the program's name and returns the exit code:
  /// 0 on success, 1 when a scripted command or a comparison failed, 2 for bad arguments.
  public static func run(
    arguments: [String],
    environment: [String: String],
    input: any LineInput,
    output: any TextOutput,
    errorOutput: any TextOutput,
    clock: any Clock<Duration>,
    composition: any FeatureComposition
  ) async -> Int32 {
    let parser = LaunchOptionsParser(
      environment: environment,
      defaultStoreURL: composition.defaultStoreURL(environment: environment))
    let options: LaunchOptions
    do {
      options = try parser.parse(arguments)
    } catch {
      errorOutput.writeLine("cities: " + TerminalText.sanitized(error.description))
      // The usage shows what can be typed; it says nothing of how to fix a variable's value.
      if error.variable == nil { errorOutput.writeLine(LaunchUsage.text) }
      return 2
    }
    switch options.mode {
    case .help:
      output.writeLine(LaunchUsage.text)
      return 0
    case .compare(let scriptPath, let mermaid):
      let script = scriptPath.map { path in
        reported(to: errorOutput) { () throws(UsageError) in try InputFile(path: path).allLines() }
      }
      guard let script = script ?? CompareCommand.demoScript else { return 2 }
      let width = TerminalWidth.current(
        environment: environment, outputIsTerminal: output.isTerminal)
      let command = CompareCommand(
        composition: composition, output: output, errorOutput: errorOutput, width: width)
      return await command.run(script, mermaid: mermaid)
    case .session:
      var input = input
      if let path = options.scriptPath {
        let script = reported(to: errorOutput) { () throws(UsageError) in try InputFile(path: path)
        }
        guard let script else { return 2 }
        input = script
      }
      // The search's typing pause waits for a person to stop typing. A script or a pipe sends whole
      // commands, never keystrokes, so waiting on the real clock would only slow it down.
      let clock = input.isTerminal ? clock : InstantClock()
      let isTerminal = output.isTerminal
      let session = Session(
        options: options, header: composition.describe(options.dataSource),
        makeShell: { pattern, traceLog in
          composition.makeShell(for: pattern, options: options, clock: clock, traceLog: traceLog)
        },
        input: input, output: output,
        style: TerminalStyle(environment: environment, outputIsTerminal: isTerminal),
        // Read afresh at each screen, so a session follows a window as it is resized.
        width: { TerminalWidth.current(environment: environment, outputIsTerminal: isTerminal) })
      return await session.run()
    }
  }

  /// The value `body` returns, or `nil` after reporting why it could not make it.
  private static func reported<Value>(
    to errorOutput: any TextOutput, _ body: () throws(UsageError) -> Value
  ) -> Value? {
    do {
      return try body()
    } catch {
      errorOutput.writeLine("cities: " + error.description)
      return nil
    }
  }
}
