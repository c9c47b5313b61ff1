import CitiesDomain

/// An `AddCityUseCase` that records what it was asked to add and answers with a canned result.
///
/// With no canned result it succeeds and returns the city it was given.
public actor AddCityUseCaseSpy: AddCityUseCase {
  /// The parameters of every call so far, oldest first.
  public private(set) var receivedParameters: [AddCityParameters] = []
  private var error: (any Error)?

  /// Makes a use case that succeeds until told to fail.
  public init() {}

  /// Makes every later call throw the error.
  public func fail(with error: any Error) { self.error = error }

  public func add(parameters: AddCityParameters) async throws -> City {
    receivedParameters.append(parameters)
    if let error { throw error }
    return parameters.city
  }
}
