import CitiesDomain

/// A `DisplayCitiesUseCase` that answers with a canned list or error and counts its calls.
public actor DisplayCitiesUseCaseStub: DisplayCitiesUseCase {
  /// How many times the cities were asked for.
  public private(set) var callCount = 0
  private var result: Result<[City], any Error>

  /// Makes a use case that answers with the given result.
  public init(result: Result<[City], any Error> = .success([])) {
    self.result = result
  }

  /// Changes the answer to later calls.
  public func answer(with result: Result<[City], any Error>) { self.result = result }

  public func displayCities() async throws -> [City] {
    callCount += 1
    return try result.get()
  }
}
