/// The parts of two states that differ, named by their properties, so that a failed assertion
/// says which change was not asserted rather than printing two whole states.
struct StateDifference<State> {
  let expected: State
  let actual: State

  /// One line for each top-level property that differs: `content: expected …, actual …`.
  var lines: [String] {
    let expectedParts = Mirror(reflecting: expected).children
    let actualParts = Mirror(reflecting: actual).children
    let lines = zip(expectedParts, actualParts).compactMap { expected, actual -> String? in
      let (wanted, got) = (String(describing: expected.value), String(describing: actual.value))
      guard wanted != got else { return nil }
      return "\(expected.label ?? "value"): expected \(wanted), actual \(got)"
    }
    return lines.isEmpty ? ["expected \(expected), actual \(actual)"] : lines
  }
}
