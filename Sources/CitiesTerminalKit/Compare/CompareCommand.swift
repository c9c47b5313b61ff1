import CitiesData

/// `cities compare [SCRIPT] [--mermaid]`: runs a script through the three patterns and prints
/// the verdict and the traces, or with `--mermaid` only the traces as diagrams (the verdict then
/// goes to standard error, so the diagrams can be redirected into the docs as they are).
@MainActor
struct CompareCommand {
  /// The script run when none is given: search and add, open a city's weather, go back, delete;
  /// every scene and every use case.
  static let demoScript = ["add ber", "pick 1", "open 1", "back", "delete 1"]
  /// The saved list every pattern starts on: two cities, for `open` and `delete` to act on.
  static let seed = SampleCities.all.filter { ["London", "Paris"].contains($0.name) }

  let shells: any FeatureShellMaking
  let output: any TextOutput
  let errorOutput: any TextOutput
  let width: Int

  /// Returns 0 when every pattern showed the same screens, 1 when one differed.
  func run(_ script: [String], mermaid: Bool) async -> Int32 {
    let comparison = PatternComparison(
      shells: shells, seed: Self.seed, today: SampleWeatherGateway.systemToday())
    let report = ComparisonReport(runs: await comparison.run(script))
    if mermaid {
      write(report.runs.flatMap(Self.markdown), to: output, fitting: false)
      write(report.firstDifference ?? [], to: errorOutput, fitting: true)
    } else {
      write(report.lines, to: output, fitting: true)
    }
    return report.firstDifference == nil ? 0 : 1
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
