/// How much of what a reducer does a `TestStore` makes a test assert.
public enum Exhaustivity: Sendable {
  /// Every state change, every action an effect sends back and every effect still running when
  /// the test ends must be asserted, or the test fails. The default: use it for a scene's own
  /// tests, where a change nobody asserted is a change nobody checked.
  case on
  /// Only what a test asserts is checked: changes left out of a closure, received actions never
  /// asserted and effects still running at the end pass. Use it where a test is about one part of
  /// a longer flow, such as a journey across scenes, and the scene's own tests assert the rest.
  case off
}
