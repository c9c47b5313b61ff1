import CitiesPatternList

/// `cities compare [SCRIPT] [--mermaid]`: runs a script through every pattern and prints the
/// verdict and the traces, or with `--mermaid` only the traces as diagrams (a difference, if any,
/// then goes to standard error, so the diagrams can be redirected into the docs as they are).
@MainActor
struct CompareCommand {
  /// The script run when none is given: search and add, open a city's weather, go back, delete;
  /// every scene and every use case.
  static let demoScript = ["add ber", "pick 1", "open 1", "back", "delete 1"]

  let composition: any FeatureComposition
  let output: any TextOutput
  let errorOutput: any TextOutput
  let width: Int

  /// Returns 0 when every pattern showed the same screens, 1 when one differed.
  func run(_ script: [String], mermaid: Bool) async -> Int32 {
    var runs: [PatternRun] = []
    for pattern in PatternKind.allCases {
      runs.append(PatternRun(pattern: pattern, steps: await steps(of: script, on: pattern)))
    }
    let report = ComparisonReport(runs: runs)
    if mermaid {
      write(report.runs.flatMap(Self.markdown), to: output, fitting: false)
      write(report.firstDifference ?? [], to: errorOutput, fitting: true)
    } else {
      write(report.lines, to: output, fitting: true)
    }
    return report.firstDifference == nil ? 0 : 1
  }

  // Each pattern runs on the comparison's shell (a fresh saved list seeded alike, the sample
  // gateways, an instant clock, tracing on), and every step is recorded.
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

  private static func markdown(for run: PatternRun) -> [String] {
    ["### \(run.pattern.displayName)", "", "```mermaid"] + MermaidDiagram(run: run).lines
      + ["```", ""]
  }

  // Diagrams are sanitised but never cut: a cut line would break the diagram.
  private func write(_ lines: [String], to output: any TextOutput, fitting: Bool) {
    for line in lines {
      output.writeLine(
        fitting ? TerminalText.fitted(line, toWidth: width) : TerminalText.sanitized(line))
    }
  }
}
