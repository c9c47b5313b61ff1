import CitiesMVVM
import CitiesTestSupport

/// An `AddCityNavigator` that records every navigation it was asked for, in order.
@MainActor
public final class AddCityNavigatorSpy: MessageSpy<AddCityNavigatorSpy.Message>, AddCityNavigator {
  /// One navigation request.
  public enum Message: Equatable {
    case closeAddCity
  }

  public func closeAddCity() { record(.closeAddCity) }
}
