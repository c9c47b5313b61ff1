import CitiesMVVM

/// An `AddCityNavigator` that records every navigation it was asked for, in order.
@MainActor
public final class AddCityNavigatorSpy: AddCityNavigator {
  /// One navigation request.
  public enum Message: Equatable {
    /// `closeAddCity()`.
    case closeAddCity
  }

  /// Every request so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a navigator that has been asked for nothing yet.
  public init() {}

  public func closeAddCity() { messages.append(.closeAddCity) }
}
