import CitiesMVP
import CitiesTestSupport

/// An `AddCityRouter` that records, in order, every navigation its presenter asked for.
@MainActor
public final class AddCityRouterSpy: MessageSpy<AddCityRouterSpy.Message>, AddCityRouter {
  /// One navigation the presenter asked for.
  public enum Message: Equatable, Sendable {
    case closeAddCity
  }

  public func closeAddCity() { record(.closeAddCity) }
}
