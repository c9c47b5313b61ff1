import CitiesPatternList

/// Runs one script through each pattern, each on the comparison's shell (a fresh saved list seeded
/// alike, the sample gateways, an instant clock, tracing on), and records every step.
@MainActor
struct PatternComparison {
  let composition: any FeatureComposition

  func run(_ script: [String]) async -> [PatternRun] {
    var runs: [PatternRun] = []
    for pattern in PatternKind.allCases {
      runs.append(PatternRun(pattern: pattern, steps: await steps(of: script, on: pattern)))
    }
    return runs
  }

  private func steps(of script: [String], on pattern: PatternKind) async -> [ComparisonStep] {
    let traceLog = TraceLog()
    let shell = composition.makeComparisonShell(for: pattern, traceLog: traceLog)
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
      let parser = CommandParser()
      guard let command = try parser.parse(line) else { return nil }
      switch try parser.checked(command, on: shell.screen) {
      case .pattern, .trace, .help, .quit:
        return .rejected(#""\#(line)" has no meaning in a comparison."#)
      case let checked:
        await shell.perform(checked)
        return .screen(shell.screen)
      }
    } catch {
      return .rejected(error.description)
    }
  }
}
