import CitiesTerminalKit

// The roles of Redux's loop, which no other pattern has, declared beside the pattern's host.
extension TraceRole {
  /// The store that holds a scene's state and runs its reducer and effects.
  static let store = TraceRole("Store")
  /// The reducer, the one place a scene's state changes.
  static let reducer = TraceRole("Reducer")
  /// An effect, the async work a reducer returned, which sends actions back.
  static let effect = TraceRole("Effect")
}
