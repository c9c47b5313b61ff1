// Made by scripts/kata.py from Tests/CitiesConformanceTests/Screens/ShownScreen+TestDescription.swift.

import Exercise09Starter
import Testing

// A failed comparison prints both screens; this keeps them short enough to read side by side.
extension ShownScreen: CustomTestStringConvertible {
  var testDescription: String {
    let shownStates = states.map { "\($0)" }.joined(separator: ", ")
    let titlePart = title.map { "title \"\($0)\", " } ?? ""
    let alertsPart = alerts.isEmpty ? "" : ", alerts \(alerts)"
    return "\(titlePart)states [\(shownStates)]\(alertsPart)"
  }
}
