import CitiesPatternList

/// One pattern's run of a comparison script: its steps, the launch first.
struct PatternRun {
  let pattern: PatternKind
  let steps: [ComparisonStep]
}

/// One command of a comparison run on one pattern: what it left on screen and what it traced.
struct ComparisonStep: Equatable {
  /// What the user sees after the command.
  enum Outcome: Equatable {
    case screen(Screen)
    /// The command was refused with this hint before any shell saw it.
    case rejected(String)
  }

  /// The command as written in the script; "start" for the launch.
  let command: String
  let outcome: Outcome
  let events: [TraceEvent]
}
