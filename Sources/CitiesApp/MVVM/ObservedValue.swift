import Observation

/// One value of a view model that an MVVM terminal view watches with `withObservationTracking`.
///
/// Observation calls back before the value changes, so the callback only marks it; the view reads
/// the new value when it next draws, as SwiftUI redraws on its next frame.
@MainActor
final class ObservedValue<Value> {
  private let read: @MainActor () -> Value
  private var hasChanged = true

  /// Watches the value `read` returns; it must only change on the main actor.
  init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
  }

  /// Passes the value to `draw` if it changed since the last draw, and watches it again.
  func drawIfChanged(_ draw: (Value) -> Void) {
    guard hasChanged else { return }
    hasChanged = false
    let value = withObservationTracking {
      read()
    } onChange: { [weak self] in
      // The view models are `@MainActor`, so their changes, and this callback, happen there.
      MainActor.assumeIsolated { self?.hasChanged = true }
    }
    draw(value)
  }
}
