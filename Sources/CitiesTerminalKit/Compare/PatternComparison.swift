import CitiesData
import CitiesDomain
import CitiesPatternList

/// Runs one script through each pattern, each on a fresh in-memory store seeded alike, the
/// sample gateways, an instant clock and tracing on, and records every step.
@MainActor
struct PatternComparison {
  let shells: any FeatureShellMaking
  let seed: [City]
  let today: CalendarDay

  func run(_ script: [String]) async -> [PatternRun] {
    var runs: [PatternRun] = []
    for pattern in PatternKind.allCases {
      runs.append(PatternRun(pattern: pattern, steps: await steps(of: script, on: pattern)))
    }
    return runs
  }

  private func steps(of script: [String], on pattern: PatternKind) async -> [ComparisonStep] {
    let dependencies = freshDependencies()
    let traceLog = dependencies.traceLog
    let shell = shells.makeShell(for: pattern, dependencies: dependencies)
    await shell.start()
    var steps = [
      ComparisonStep(
        command: "start", outcome: .screen(shell.screen), events: traceLog.takeEvents())
    ]
    for line in script {
      guard let outcome = await outcome(of: line, on: shell) else { continue }
      steps.append(ComparisonStep(command: line, outcome: outcome, events: traceLog.takeEvents()))
    }
    return steps
  }

  private func outcome(of line: String, on shell: any FeatureShell) async
    -> ComparisonStep.Outcome?
  {
    do throws(UsageError) {
      guard let command = try CommandParser().parse(line) else { return nil }
      guard let action = try CommandValidator().action(for: command, on: shell.screen) else {
        return .rejected("'\(line)' has no meaning in a comparison.")
      }
      await shell.perform(action)
      return .screen(shell.screen)
    } catch {
      return .rejected(error.description)
    }
  }

  private func freshDependencies() -> FeatureDependencies {
    let today = today
    let store = InMemoryCitiesGateway(cities: seed)
    return FeatureDependencies(
      citiesGateway: CacheCitiesGateway(localPersistenceCitiesGateway: store),
      citySearchGateway: SampleCitySearchGateway(),
      weatherGateway: SampleWeatherGateway(today: { today }),
      clock: InstantClock(),
      traceLog: TraceLog(isEnabled: true)
    )
  }
}
