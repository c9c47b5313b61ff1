import Foundation

/// The comparison's table, printed from a results file of a full run and the triage file as it
/// stands: one row per target, the score, and the test lines each killed mutant cost.
struct ResultsTable {
  let results: URL
  let triage: Triage

  func markdown() throws -> String {
    let text = try String(contentsOf: results, encoding: .utf8)
    var measured = ("?", "?")
    var order: [String] = []
    var testLines: [String: (String, Int)] = [:]
    var rows: [String: [String: Int]] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields[0] == "# measured" {
        measured = (fields[1], fields[2])
      } else if fields[0] == "# target" {
        order.append(fields[1])
        testLines[fields[1]] = (fields[2], Int(fields[3]) ?? 0)
      } else if fields.count >= 7 {
        let mutant = Mutant(
          id: 0, target: fields[0], file: fields[1], line: Int(fields[2]) ?? 0, lineText: fields[6],
          operator: fields[3], summary: fields[4], siteIndex: 0)
        var outcome = fields[5]
        if outcome == "survived", let verdict = triage.verdict(for: mutant) {
          outcome = verdict.rawValue
        }
        rows[fields[0], default: [:]][outcome, default: 0] += 1
        rows[fields[0], default: [:]]["mutants", default: 0] += 1
      }
    }
    var output =
      "Measured \(measured.0) at commit \(measured.1) with `bash scripts/mutate --results scripts/mutation/results.tsv`.\n\n"
    output +=
      "| target | mutants | compiled | killed | killed by time-out | survived | accepted | equivalent | score | test target's lines | test lines per killed mutant |\n"
    output += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
    for target in order {
      let row = rows[target] ?? [:]
      let killed = row["killed", default: 0]
      let timeouts = row["killed-by-timeout", default: 0]
      let survived = row["survived", default: 0]
      let accepted = row["accepted", default: 0]
      let equivalent = row["equivalent", default: 0]
      let compiled = killed + timeouts + survived + accepted + equivalent
      let denominator = killed + timeouts + survived + accepted
      let score =
        denominator == 0
        ? "–" : String(format: "%.1f %%", 100 * Double(killed + timeouts) / Double(denominator))
      let (owner, lines) = testLines[target] ?? ("?", 0)
      let perKill =
        killed + timeouts == 0
        ? "–" : String(format: "%.1f", Double(lines) / Double(killed + timeouts))
      output +=
        "| \(target) | \(row["mutants", default: 0]) | \(compiled) | \(killed) | \(timeouts) | \(survived) | \(accepted) | \(equivalent) | \(score) | \(lines) (\(owner)) | \(perKill) |\n"
    }
    return output
  }
}
