import CitiesVIP

/// A VIP coordinator for a scene shown over the list, add city or city weather, that counts how
/// often it was asked to return to the list; both coordinators ask for just that.
@MainActor
public final class ReturnToCitiesCoordinatorSpy: AddCityCoordinator, CityWeatherCoordinator {
  /// How many times `returnToCities()` was called.
  public private(set) var returnCount = 0

  /// Makes a coordinator that has been asked for nothing yet.
  public init() {}

  public func returnToCities() {
    returnCount += 1
  }
}
