import CitiesMVP

/// An `AddCityRouter` that records, in order, every navigation its presenter asked for.
@MainActor
public final class AddCityRouterSpy: AddCityRouter {
  /// One navigation the presenter asked for.
  public enum Message: Equatable, Sendable {
    case closeAddCity
  }

  /// Every navigation so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a router that has navigated nowhere yet.
  public init() {}

  public func closeAddCity() { messages.append(.closeAddCity) }
}
