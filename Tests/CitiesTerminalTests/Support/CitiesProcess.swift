import CitiesApp
import CitiesTerminalKit
import Foundation

/// The `cities` process as `main.swift` runs it, for the body of an exit test, which runs in a
/// child process of its own: the real composition, standard input and output, the real clock,
/// and `exit` with the code the app returns.
///
/// The environment is the one given, not the test process's, so that no run can reach the real
/// saved list; every run that starts a session names its store.
enum CitiesProcess {
  @MainActor
  static func run(_ arguments: [String], environment: [String: String] = [:]) async -> Never {
    let code = await CitiesCommand.run(
      arguments: arguments,
      environment: environment,
      input: InputFile.standardInput(),
      output: StandardOutput.output(),
      errorOutput: StandardOutput.error(),
      clock: ContinuousClock(),
      composition: CitiesComposition()
    )
    exit(code)
  }
}
