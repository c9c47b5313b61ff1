/// What an effect sends its actions back through, to the store that runs it.
///
/// An effect that was cancelled sends nothing more: its late answer is dropped here, so no reducer
/// has to tell a stale answer from a fresh one.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) async -> Void

  /// Makes a sender that hands each action to `deliver`; the store and the test store make one.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends the action to the store, unless the effect sending it was cancelled; returns once the
  /// work the action started has ended.
  @MainActor
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await deliver(action)
  }
}
