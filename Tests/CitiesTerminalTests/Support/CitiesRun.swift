import CitiesTerminalKit
import CitiesTestSupport
import Foundation

/// What one in-process run of `cities` left behind.
@MainActor
struct CitiesRun {
  let exitCode: Int32
  let output: CapturedOutput
  let errorOutput: CapturedOutput
  let input: ScriptedInput
  let shells: FeatureCompositionFake
  /// Holds the run's store folder until the test is done with it.
  let folder: TemporaryDirectory
}

/// Runs `cities` in-process on fake shells and a fresh store, by default with an immediate clock.
@MainActor
func runCities(
  _ arguments: [String] = [],
  input lines: [String] = [],
  inputIsTerminal: Bool = false,
  environment: [String: String] = [:],
  clock: any Clock<Duration> = InstantClock(),
  shells: FeatureCompositionFake = FeatureCompositionFake(screen: listScreen())
) async throws -> CitiesRun {
  let folder = try TemporaryDirectory()
  let store = folder.file(named: "cities.json").path(percentEncoded: false)
  let output = CapturedOutput()
  let errorOutput = CapturedOutput()
  let input = ScriptedInput(lines, isTerminal: inputIsTerminal)
  let exitCode = await CitiesCommand.run(
    arguments: arguments,
    environment: ["CITIES_STORE": store].merging(environment) { $1 },
    input: input,
    output: output,
    errorOutput: errorOutput,
    clock: clock,
    composition: shells
  )
  return CitiesRun(
    exitCode: exitCode, output: output, errorOutput: errorOutput, input: input, shells: shells,
    folder: folder)
}
