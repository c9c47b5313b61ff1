import CitiesDomain

/// A `DeleteCityUseCase` that records which cities it was asked to delete.
public actor DeleteCityUseCaseSpy: DeleteCityUseCase {
  /// Every city asked to be deleted so far, oldest first.
  public private(set) var deletedCities: [City] = []
  private var error: (any Error)?

  /// Makes a use case that succeeds until told to fail.
  public init() {}

  /// Makes every later call throw the error.
  public func fail(with error: any Error) { self.error = error }

  public func delete(city: City) async throws {
    deletedCities.append(city)
    if let error { throw error }
  }
}
