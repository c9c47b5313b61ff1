// Made by scripts/kata.py from Sources/CitiesMVVMTestSupport/Shared/ObservationSpy.swift.

import Exercise08MVVMStarter
import Observation

/// Plays an MVVM view: watches one observable value with `withObservationTracking`, as a view
/// does, and keeps every value it took, so a test can check "loading, then the rows".
///
/// Observation calls back just before a change, while the old value is still readable: the spy
/// records that old value and watches again. The values seen are those records plus the current
/// value. It holds what it reads strongly, as a view holds its view model.
@MainActor
public final class ObservationSpy<Value> {
  private let read: @MainActor () -> Value
  private var replaced: [Value] = []

  /// Starts watching the value that `read` returns; it must only change on the main actor.
  public init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
    observe()
  }

  /// Every value the view was shown, oldest first; the last is the current one.
  public var values: [Value] { replaced + [read()] }

  private func observe() {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      // Observation calls back on the thread of the change: the main actor, as promised above.
      MainActor.assumeIsolated { self?.recordChange() }
    }
  }

  private func recordChange() {
    replaced.append(read())
    observe()
  }
}
