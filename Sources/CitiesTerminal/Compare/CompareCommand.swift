import CitiesData
import Foundation

/// `cities compare [SCRIPT] [--mermaid]`: runs a script through the three patterns and prints
/// the verdict and the traces, or with `--mermaid` only the traces as diagrams (the verdict then
/// goes to standard error, so the diagrams can be redirected into the docs as they are).
@MainActor
struct CompareCommand {
  let shells: any FeatureShellMaking
  let output: any TextOutput
  let errorOutput: any TextOutput
  let width: Int

  /// Returns 0 when every pattern showed the same screens, 1 when one differed, 2 when the
  /// script could not be read.
  func run(scriptPath: String?, mermaid: Bool) async -> Int32 {
    let script: [String]
    do {
      script = try scriptPath.map(Self.lines(ofScriptAt:)) ?? CompareScript.demo
    } catch {
      let reason = TerminalText.sanitized(error.localizedDescription)
      let path = TerminalText.sanitized(scriptPath ?? "")
      errorOutput.writeLine("cities: cannot read the script '\(path)': \(reason)")
      return 2
    }
    let comparison = PatternComparison(
      shells: shells, seed: CompareScript.seed, today: SampleWeatherGateway.systemToday())
    let report = ComparisonReport(runs: await comparison.run(script))
    if mermaid {
      write(report.runs.flatMap(Self.markdown), to: output, fitting: false)
      write(report.firstDifference ?? [], to: errorOutput, fitting: true)
    } else {
      write(report.lines, to: output, fitting: true)
    }
    return report.firstDifference == nil ? 0 : 1
  }

  private static func lines(ofScriptAt path: String) throws -> [String] {
    let text = try String(contentsOf: URL(filePath: path), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
