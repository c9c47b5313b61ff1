// Made by scripts/kata.py from Tests/CitiesConformanceTests/Screens/ShownScreen.swift.

import Exercise09Starter

/// What one scene has shown over a story, in words every pattern can be read into: the yardstick
/// the patterns are compared by.
///
/// `states` lists what the user saw, oldest first. Showing the state that is already on screen
/// changes nothing the user can see, so such a repeat is not listed.
struct ShownScreen: Equatable, Sendable {
  /// The title the scene shows now, if it has one.
  var title: String?
  /// Every state the scene showed, oldest first.
  private(set) var states: [ShownState] = []
  /// Every one-off alert the scene showed over its state, oldest first.
  var alerts: [String] = []

  /// Makes the screen of a scene that has shown nothing yet, or one a test expects.
  init(title: String? = nil, states: [ShownState] = [], alerts: [String] = []) {
    self.title = title
    self.alerts = alerts
    for state in states { show(state) }
  }

  /// The state on screen now.
  var state: ShownState? { states.last }

  /// Puts the state on screen, after the ones shown before it.
  mutating func show(_ state: ShownState) {
    guard state != states.last else { return }
    states.append(state)
  }

  /// Changes the state on screen in place, as a view does when it draws one state in two steps.
  mutating func replaceState(with state: ShownState) {
    if !states.isEmpty { states.removeLast() }
    show(state)
  }
}
