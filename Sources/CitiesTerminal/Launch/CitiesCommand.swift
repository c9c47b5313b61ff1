import CitiesData
import Foundation

/// The `cities` command: reads the options, then runs the session, `compare` or the help.
///
/// Everything it touches from outside (arguments, environment, input, output, clock, the pattern
/// shells) is a parameter, so tests run it in-process exactly as `main.swift` does.
public enum CitiesCommand {
  /// Runs `cities` with the arguments after the program's name and returns the exit code:
  /// 0 on success, 1 when a scripted command or a comparison failed, 2 for bad arguments.
  @MainActor
  public static func run(
    arguments: [String],
    environment: [String: String],
    input: any LineInput,
    output: any TextOutput,
    errorOutput: any TextOutput,
    clock: any Clock<Duration>,
    shells: any FeatureShellMaking = PatternShells.factory
  ) async -> Int32 {
    let parser = LaunchOptionsParser(
      environment: environment, defaultStoreURL: CitiesStoreLocation.defaultFileURL)
    let options: LaunchOptions
    do {
      options = try parser.parse(arguments)
    } catch {
      errorOutput.writeLine("cities: " + TerminalText.sanitized(error.description))
      errorOutput.writeLine(LaunchUsage.text)
      return 2
    }
    let terminal = TerminalSettings(environment: environment, output: output)
    switch options.mode {
    case .help:
      output.writeLine(LaunchUsage.text)
      return 0
    case .compare(let scriptPath, let mermaid):
      let command = CompareCommand(
        shells: shells, output: output, errorOutput: errorOutput, width: terminal.width)
      return await command.run(scriptPath: scriptPath, mermaid: mermaid)
    case .session:
      guard let lines = commandInput(options.scriptPath, or: input, errorOutput: errorOutput)
      else { return 2 }
      let traceLog = TraceLog(isEnabled: options.isTracing)
      let root = CompositionRoot(options: options, clock: clock, traceLog: traceLog)
      let session = Session(
        pattern: options.pattern, dataSource: options.dataSource,
        dependencies: root.makeDependencies(), shells: shells,
        input: lines, output: output, settings: terminal)
      return await session.run()
    }
  }

  /// The script file's lines when there is one, else the given input; `nil` after reporting a
  /// script that cannot be read.
  @MainActor
  private static func commandInput(
    _ scriptPath: String?, or input: any LineInput, errorOutput: any TextOutput
  ) -> (any LineInput)? {
    guard let scriptPath else { return input }
    do {
      return try ScriptLines(contentsOf: URL(filePath: scriptPath))
    } catch {
      let reason = TerminalText.sanitized(error.localizedDescription)
      let path = TerminalText.sanitized(scriptPath)
      errorOutput.writeLine("cities: cannot read the script '\(path)': \(reason)")
      return nil
    }
  }
}
