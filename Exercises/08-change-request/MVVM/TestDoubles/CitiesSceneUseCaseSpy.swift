// Made by scripts/kata.py from Sources/CitiesMVVMTestSupport/Cities/CitiesSceneUseCaseSpy.swift.

import CitiesDomain
import Exercise08MVVMStarter

/// A `CitiesSceneUseCase` that answers with a canned list or error, counts the loads and records
/// the cities it was asked to delete: the double a cities view model is tested against.
public actor CitiesSceneUseCaseSpy: CitiesSceneUseCase {
  /// How many times the cities were asked for.
  public private(set) var loadCount = 0
  /// Every city asked to be deleted so far, oldest first.
  public private(set) var deletedCities: [City] = []
  private var result: Result<[City], any Error>
  private var deleteError: (any Error)?

  /// Makes a use case that answers with the given result and deletes without fail.
  public init(result: Result<[City], any Error> = .success([])) {
    self.result = result
  }

  /// Changes the answer to later loads.
  public func answer(with result: Result<[City], any Error>) { self.result = result }

  /// Makes every later delete throw the error.
  public func failDeletes(with error: any Error) { deleteError = error }

  public func cities() async throws -> [City] {
    loadCount += 1
    return try result.get()
  }

  public func delete(_ city: City) async throws {
    deletedCities.append(city)
    if let deleteError { throw deleteError }
  }
}
