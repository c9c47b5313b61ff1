import CitiesPatternList

/// One pattern's run of a comparison script: its steps, the launch first.
struct PatternRun {
  let pattern: PatternKind
  let steps: [ComparisonStep]
}
