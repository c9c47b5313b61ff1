import CitiesApp
import CitiesTerminalKit
import Foundation

// The `cities` command: the terminal's behaviour lives in CitiesTerminalKit and the patterns'
// shells in CitiesApp, where tests can reach both.
let exitCode = await CitiesCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  input: InputFile.standardInput(),
  output: StandardOutput.output(),
  errorOutput: StandardOutput.error(),
  clock: ContinuousClock(),
  composition: CitiesComposition()
)
exit(exitCode)
