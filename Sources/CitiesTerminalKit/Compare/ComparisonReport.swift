import CitiesPatternList

/// What `cities compare` prints: whether every pattern showed the same screens, the first
/// difference if not, then each pattern's trace, command by command.
struct ComparisonReport {
  let runs: [PatternRun]

  /// The lines that describe the first step after which a pattern's screen differs from the
  /// first pattern's, or `nil` when all screens agree.
  var firstDifference: [String]? {
    guard let reference = runs.first else { return nil }
    for run in runs.dropFirst() {
      if let difference = firstDifference(between: reference, and: run) { return difference }
    }
    return nil
  }

  var lines: [String] {
    let commandCount = max((runs.first?.steps.count ?? 1) - 1, 0)
    var lines = [
      "Compared \(PatternKind.displayNames) on \(commandCount) commands, each on a fresh store."
    ]
    lines += firstDifference ?? ["The screens are identical after every command."]
    for run in runs {
      lines += ["", "\(run.pattern.displayName) trace"]
      for step in run.steps {
        lines.append(step.command == "start" ? "start" : "> " + step.command)
        lines += step.events.map { "  " + $0.terminalLine }
      }
    }
    return lines
  }

  private func firstDifference(between reference: PatternRun, and run: PatternRun) -> [String]? {
    for (expected, actual) in zip(reference.steps, run.steps)
    where expected.outcome != actual.outcome {
      let expectedLines = renderedLines(expected.outcome)
      let actualLines = renderedLines(actual.outcome)
      let index =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
      let line = { (lines: [String]) in index < lines.count ? lines[index] : "(nothing)" }
      return [
        #"The screens differ after "\#(expected.command)":"#,
        "  \(reference.pattern.displayName): \(line(expectedLines))",
        "  \(run.pattern.displayName): \(line(actualLines))",
      ]
    }
    guard reference.steps.count != run.steps.count else { return nil }
    return ["\(run.pattern.displayName) ran a different number of steps."]
  }

  private func renderedLines(_ outcome: ComparisonStep.Outcome) -> [String] {
    switch outcome {
    case .screen(let screen):
      // Wide enough never to cut, so the difference shown is the real one.
      let lines = ScreenRenderer(width: Int(Int32.max)).lines(for: screen)
      return lines + ["(scene: \(screen.scene.rawValue))"]
    case .rejected(let hint):
      return ["! " + hint]
    }
  }
}
