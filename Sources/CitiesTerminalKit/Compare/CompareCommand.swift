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
    let comparison = PatternComparison(composition: composition)
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
