import CitiesVIP

/// A VIP add-city coordinator that counts how often it was asked to return to the list.
@MainActor
public final class AddCityCoordinatorSpy: AddCityCoordinator {
  /// How many times `returnToCities()` was called.
  public private(set) var returnCount = 0

  /// Makes a coordinator that has been asked for nothing yet.
  public init() {}

  public func returnToCities() {
    returnCount += 1
  }
}
