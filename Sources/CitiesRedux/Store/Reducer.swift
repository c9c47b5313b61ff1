/// A scene's reducer: the one place its state changes, in place, returning the effects to run.
///
/// It does no work itself. It is TCA's shape, not Redux middleware's: the work an action starts
/// is a value the reducer returns, so a test sees it and the store alone runs it.
public protocol Reducer<State, Action> {
  /// Everything the scene shows, as a value.
  associatedtype State: Equatable
  /// What can happen to the scene: the user's events and the answers of its effects.
  associatedtype Action: Sendable

  /// Changes `state` for `action` and returns the work it starts, `.none` for none.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
