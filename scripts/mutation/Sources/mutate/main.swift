import Foundation
import Synchronization

// The mutation runner's command: find the mutants, build the selected ones into one copy of the
// package, run each against the tests that own its target, and report the score per target.

/// A deterministic generator for the seeded sample (SplitMix64), the same on every system.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

enum Outcome: String {
  case killed
  case timeout = "killed-by-timeout"
  case survived
  case unbuilt = "not-compiled"
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("mutate: \(message)\n".utf8))
  exit(2)
}

func say(_ message: String) {
  FileHandle.standardOutput.write(Data((message + "\n").utf8))
}

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("\(error.message)\n\(Options.usage)")
}
let root = URL(fileURLWithPath: options.root).standardizedFileURL
let triageURL = root.appendingPathComponent("scripts/mutation/triage")
let triage: Triage
do {
  triage = try Triage(text: (try? String(contentsOf: triageURL, encoding: .utf8)) ?? "")
} catch {
  fail("scripts/mutation/triage: \(error.message)")
}

if let table = options.table {
  do {
    print(
      try ResultsTable(results: URL(fileURLWithPath: table), triage: triage).markdown(),
      terminator: "")
  } catch {
    fail("\(error)")
  }
  exit(0)
}

let package: ScratchPackage
do { package = try ScratchPackage(root: root) } catch { fail("\(error)") }

// The targets: the domain, the data layer and every pattern the one list names.
let patternLines = (try? Shell.output(["bash", "scripts/patterns"], directory: root)) ?? ""
let patterns = patternLines.split(separator: "\n").compactMap {
  $0.split(separator: " ").last.map { "Cities\($0)" }
}
let allTargets = ["CitiesDomain", "CitiesData"] + patterns
let targets = options.targets.isEmpty ? allTargets : options.targets
for target in targets where package.targets[target] == nil || package.owner(of: target) == nil {
  fail("\(target) is no target with a test target of its own (\(target)Tests)")
}

// Every mutant of the chosen targets, numbered in a fixed order.
struct FileSites {
  var target: String
  var file: String
  var source: String
  var sites: [MutantSite]
}
var files: [FileSites] = []
var mutants: [Mutant] = []
var unparsed: [String: Int] = [:]
for target in (options.checkTriage ? allTargets : targets) {
  for file in package.swiftFiles(of: target) {
    guard let source = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    else { continue }
    let finder = MutantFinder(source: source)
    unparsed[target, default: 0] += finder.unparsed
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (siteIndex, site) in finder.sites.enumerated() {
      for (changeIndex, change) in site.changes.enumerated() {
        let lineText = lines[site.line - 1].trimmingCharacters(in: .whitespaces)
        mutants.append(
          Mutant(
            id: mutants.count + 1, target: target, file: file, line: site.line, lineText: lineText,
            operator: change.operator, summary: change.summary, siteIndex: siteIndex))
        mutants[mutants.count - 1].siteIndex = files.count * 100_000 + siteIndex
        mutants[mutants.count - 1].change = changeIndex
      }
    }
    files.append(FileSites(target: target, file: file, source: source, sites: finder.sites))
  }
}

// Every triage entry must still find its mutant, or the argument in it is about code that is gone.
let scopedEntries = triage.entries.filter { entry in
  options.checkTriage || targets.contains { entry.file.hasPrefix(package.targets[$0]?.path ?? "-") }
}
let staleEntries = scopedEntries.filter { entry in !mutants.contains(where: entry.matches) }
for entry in staleEntries {
  say(
    "STALE triage entry (scripts/mutation/triage, line \(entry.lineNumber)): \(entry.file): '\(entry.line)' \(entry.change)"
  )
}
if options.checkTriage {
  if !staleEntries.isEmpty {
    fail("\(staleEntries.count) triage entries match no mutant of the code")
  }
  let equivalents = triage.entries.count { $0.verdict == .equivalent }
  say(
    "Every triage entry matches the code: \(equivalents) equivalent, \(triage.entries.count - equivalents) accepted."
  )
  exit(0)
}

// The selection: a path filter, then a seeded sample per target.
var selected = mutants.filter { mutant in
  options.paths.isEmpty || options.paths.contains { mutant.file.contains($0) }
}
if let sample = options.sample {
  var generator = SeededGenerator(state: options.seed)
  var chosen: [Mutant] = []
  for target in targets {
    chosen += selected.filter { $0.target == target }.shuffled(using: &generator).prefix(sample)
  }
  selected = chosen.sorted { $0.id < $1.id }
}
if options.list {
  for mutant in selected {
    say(
      "\(mutant.id)\t\(mutant.file):\(mutant.line)\t\(mutant.operator)\t\(mutant.summary)\t\(mutant.lineText)"
    )
  }
  say(
    "\(selected.count) mutants of \(mutants.count); sites not parsed: \(unparsed.values.reduce(0, +))"
  )
  exit(0)
}
guard staleEntries.isEmpty else { fail("the triage file has stale entries; fix them first") }

// Build every selected mutant into the copy; put back the sites the compiler rejects and build
// again. Each round puts back at least one site, and at most eight rounds run.
let started = Date()
// The commit measured is the one the copy was made from, whatever is committed while it runs.
let measuredCommit =
  (try? Shell.output(["git", "rev-parse", "--short", "HEAD"], directory: root))?
  .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
var active = Dictionary(grouping: selected, by: { $0.siteIndex }).mapValues { $0.map(\.id) }
// A sample may pick some of a site's changes only, so each id names its own change.
let changeOfMutant = Dictionary(uniqueKeysWithValues: selected.map { ($0.id, $0.change) })
var unbuilt = Set<Int>()
let logFolder = root.appendingPathComponent(".build-mutation/logs")
try? FileManager.default.createDirectory(at: logFolder, withIntermediateDirectories: true)
var round = 0
while true {
  round += 1
  var rewritten: [String: String] = [:]
  var siteLines: [String: [(site: Int, lines: ClosedRange<Int>)]] = [:]
  for (fileIndex, file) in files.enumerated() {
    var ids: [Int: [(change: Int, id: Int)]] = [:]
    for (key, value) in active where key / 100_000 == fileIndex {
      ids[key % 100_000] = value.map { (change: changeOfMutant[$0] ?? 0, id: $0) }
    }
    guard !ids.isEmpty else { continue }
    let writer = SchemaWriter(source: Array(file.source.utf8), sites: file.sites, ids: ids)
    let (text, lines) = writer.write()
    rewritten[file.file] = text
    for key in ids.keys where lines[key] == nil {
      unbuilt.formUnion(active[fileIndex * 100_000 + key] ?? [])
      active[fileIndex * 100_000 + key] = nil
    }
    siteLines[file.file] = lines.map { (fileIndex * 100_000 + $0.key, $0.value) }
  }
  do { try package.write(mutated: targets, rewritten: rewritten) } catch { fail("\(error)") }
  say("Building \(active.values.joined().count) mutants into one copy (round \(round))…")
  let build = package.build(log: logFolder.appendingPathComponent("build-round-\(round).log"))
  if build.succeeded { break }
  guard round < 8, !build.errors.isEmpty else {
    fail("the mutated copy does not build; see .build-mutation/logs/build-round-\(round).log")
  }
  var putBack = Set<Int>()
  for (file, line, message) in build.errors {
    let spans = siteLines[file] ?? []
    let covering = spans.filter { $0.lines.contains(line) }.sorted {
      $0.lines.count < $1.lines.count
    }
    if let innermost = covering.first {
      putBack.formUnion(round >= 3 ? covering.map(\.site) : [innermost.site])
    } else {
      // An error away from any site (a deleted assignment leaves a constant unset): put back the
      // statements deleted above it in the file, those that assign the name it quotes if any.
      let above = spans.filter { $0.lines.lowerBound <= line && $0.lines.lowerBound >= line - 60 }
      let quoted = message.split(separator: "'").dropFirst().first.map(String.init) ?? "\u{0}"
      let assigning = above.filter { span in
        selected.contains {
          $0.siteIndex == span.site && $0.summary.hasPrefix("deleted `\(quoted) =")
        }
      }
      putBack.formUnion((assigning.isEmpty ? above : assigning).map(\.site))
    }
  }
  guard !putBack.isEmpty else {
    fail("compiler errors outside every mutant; see .build-mutation/logs/build-round-\(round).log")
  }
  for site in putBack {
    unbuilt.formUnion(active[site] ?? [])
    active[site] = nil
  }
}
let buildSeconds = Date().timeIntervalSince(started)
say(
  String(
    format: "Built in %.0f s; %d mutants did not compile and were put back.", buildSeconds,
    unbuilt.count))

// Run: first each owning test target unmutated, which must pass, then every mutant.
let executable = package.testExecutable
func testCommand(owner: String) -> [String] {
  if let executable {
    return [executable, "--testing-library", "swift-testing", "--filter", "^\(owner)\\."]
  }
  return [
    "swift", "test", "--skip-build", "--package-path", package.scratch.path, "--filter",
    "^\(owner)\\.",
  ]
}
var deadlines: [String: Double] = [:]
for target in targets {
  let owner = package.owner(of: target) ?? "?"
  let begin = Date()
  let outcome = ChildProcess.run(
    testCommand(owner: owner), environment: ["CITIES_MUTANT": "0"],
    output: logFolder.appendingPathComponent("baseline-\(target).log").path, deadline: 300)
  guard outcome == .exited(0) else {
    fail("\(owner) fails without a mutant; see .build-mutation/logs/baseline-\(target).log")
  }
  deadlines[target] = max(10, 10 * Date().timeIntervalSince(begin))
}

/// One mutant's test run, prepared before the workers start.
struct Job: Sendable {
  var mutant: Mutant
  var command: [String]
  var deadline: Double
}
let jobs = selected.filter { !unbuilt.contains($0.id) }.map { mutant in
  Job(
    mutant: mutant, command: testCommand(owner: package.owner(of: mutant.target) ?? "?"),
    deadline: deadlines[mutant.target] ?? 10)
}
let logPath = logFolder.path
let workers = options.jobs
let triageNow = triage
let outcomes = Mutex<[Int: Outcome]>([:])
let next = Mutex(0)
let runStarted = Date()
DispatchQueue.concurrentPerform(iterations: workers) { _ in
  while true {
    let index = next.withLock { value in
      defer { value += 1 }
      return value
    }
    guard index < jobs.count else { return }
    let mutant = jobs[index].mutant
    let result = ChildProcess.run(
      jobs[index].command, environment: ["CITIES_MUTANT": "\(mutant.id)"],
      output: "\(logPath)/mutant-\(mutant.id).log", deadline: jobs[index].deadline)
    let outcome: Outcome =
      switch result {
      case .exited(0): .survived
      case .timedOut: .timeout
      default: .killed
      }
    outcomes.withLock { $0[mutant.id] = outcome }
    if outcome == .survived {
      let verdict = triageNow.verdict(for: mutant).map { " (\($0.rawValue))" } ?? ""
      say(
        "survived\(verdict): \(mutant.file):\(mutant.line): \(mutant.summary)    \(mutant.lineText)"
      )
    }
  }
}
let runSeconds = Date().timeIntervalSince(runStarted)

// A mutant runs the real tests, side effects included (a broken store once left a lock file
// beside /dev/null, and every run after it failed). Each test target must still pass unmutated,
// or the verdicts after the damage are not to be trusted.
for target in targets {
  let owner = package.owner(of: target) ?? "?"
  let outcome = ChildProcess.run(
    testCommand(owner: owner), environment: ["CITIES_MUTANT": "0"],
    output: logFolder.appendingPathComponent("baseline-after-\(target).log").path, deadline: 300)
  guard outcome == .exited(0) else {
    fail(
      "\(owner) fails without a mutant after the run: a mutant changed something outside the copy; see .build-mutation/logs/baseline-after-\(target).log"
    )
  }
}
var final = outcomes.withLock { $0 }
for id in unbuilt { final[id] = .unbuilt }

// The report, per target, and the results file.
var unexplained = 0
say("")
say("target\tmutants\tcompiled\tkilled\ttimeout\tsurvived\taccepted\tequivalent\tscore")
for target in targets {
  let mine = selected.filter { $0.target == target }
  let compiled = mine.filter { final[$0.id] != .unbuilt }
  let killed = compiled.count { final[$0.id] == .killed }
  let timeouts = compiled.count { final[$0.id] == .timeout }
  let survivors = compiled.filter { final[$0.id] == .survived }
  let accepted = survivors.count { triage.verdict(for: $0) == .accepted }
  let equivalent = survivors.count { triage.verdict(for: $0) == .equivalent }
  let survived = survivors.count - accepted - equivalent
  unexplained += survived
  let denominator = killed + timeouts + survived + accepted
  let score = denominator == 0 ? 100 : 100 * Double(killed + timeouts) / Double(denominator)
  say(
    "\(target)\t\(mine.count)\t\(compiled.count)\t\(killed)\t\(timeouts)\t\(survived)\t\(accepted)\t\(equivalent)\t\(String(format: "%.1f", score))"
  )
}
say(
  String(
    format: "Build %.0f s, tests %.0f s, %d mutants.", buildSeconds, runSeconds, selected.count))

if let results = options.results {
  let commit = measuredCommit
  let formatter = DateFormatter()
  formatter.dateFormat = "yyyy-MM-dd"
  formatter.timeZone = TimeZone(identifier: "UTC")
  var text = "# measured\t\(formatter.string(from: Date()))\t\(commit)\n"
  for target in targets {
    let owner = package.owner(of: target) ?? "?"
    let lines = package.swiftFiles(of: owner).reduce(0) { total, file in
      let source =
        (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      return total
        + source.split(separator: "\n").count { line in
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }
    text += "# target\t\(target)\t\(owner)\t\(lines)\n"
  }
  for mutant in selected {
    let outcome = final[mutant.id]?.rawValue ?? "not-run"
    text +=
      "\(mutant.target)\t\(mutant.file)\t\(mutant.line)\t\(mutant.operator)\t\(mutant.summary)\t\(outcome)\t\(mutant.lineText)\n"
  }
  do { try text.write(toFile: results, atomically: true, encoding: .utf8) } catch {
    fail("\(error)")
  }
  say("Results written to \(results).")
}
if unexplained > 0 {
  say(
    "FAIL: \(unexplained) mutants survived that scripts/mutation/triage neither argues equivalent nor accepts."
  )
  exit(1)
}
