import CitiesTerminal
import Foundation

// The `cities` command: all of its behaviour lives in CitiesTerminal, where tests can reach it.
let exitCode = await CitiesCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  input: StandardInput(),
  output: StandardOutput.output(),
  errorOutput: StandardOutput.error(),
  clock: ContinuousClock()
)
exit(exitCode)
