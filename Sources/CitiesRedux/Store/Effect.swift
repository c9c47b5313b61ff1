/// Work a reducer asks the store to run, described as a value: none, async work that sends
/// actions back, the cancelling of a named effect, or several of these.
public struct Effect<Action: Sendable>: Sendable {
  /// One piece of the work, as the store runs it.
  package enum Work: Sendable {
    /// Runs the operation, replacing any running effect of the same id.
    case run(id: EffectID?, operation: @MainActor @Sendable (Send<Action>) async -> Void)
    /// Cancels the running effect of the id.
    case cancel(EffectID)
  }

  /// The pieces, in the order the store starts them.
  package let works: [Work]

  public static var none: Self { Self(works: []) }

  /// Async work that sends its answers back as actions, such as a use case's result.
  ///
  /// It runs on the main actor, as the store does, and leaves it only while it awaits a use case
  /// or the clock, so an action it sends is reduced before any other event of the user's.
  public static func run(
    _ operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void
  ) -> Self {
    Self(works: [.run(id: nil, operation: operation)])
  }

  /// Cancels the running effect named `id`, if any; an action it would send is dropped.
  public static func cancel(id: EffectID) -> Self {
    Self(works: [.cancel(id)])
  }

  /// All of the effects' work, started in order.
  public static func merge(_ effects: Self...) -> Self {
    Self(works: effects.flatMap(\.works))
  }

  /// The same work named `id`: starting it cancels a running effect of that name first, so a newer
  /// search replaces an older one.
  public func cancellable(id: EffectID) -> Self {
    Self(
      works: works.map { work in
        guard case .run(_, let operation) = work else { return work }
        return .run(id: id, operation: operation)
      })
  }

  /// The same work, each action it sends passed through `transform` first.
  public func map<Other: Sendable>(
    _ transform: @escaping @Sendable (Action) -> Other
  ) -> Effect<Other> {
    Effect<Other>(
      works: works.map { work in
        switch work {
        case .cancel(let id): .cancel(id)
        case .run(let id, let operation):
          .run(id: id) { send in
            await operation(Send { action in await send(transform(action)) })
          }
        }
      })
  }
}
