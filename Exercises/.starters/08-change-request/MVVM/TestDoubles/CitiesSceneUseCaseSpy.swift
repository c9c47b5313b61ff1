// Made by scripts/kata.py from Sources/CitiesMVVMTestSupport/Cities/CitiesSceneUseCaseSpy.swift.

import CitiesDomain
import Exercise08MVVMStarter

/// A `CitiesSceneUseCase` that answers with a canned list or error, counts the loads and records
/// the cities it was asked to delete or put back: the double a cities view model is tested against.
public actor CitiesSceneUseCaseSpy: CitiesSceneUseCase {
  /// How many times the cities were asked for.
  public private(set) var loadCount = 0
  /// Every city asked to be deleted so far, oldest first.
  public private(set) var deletedCities: [City] = []
  /// One city asked to be put back, and the index in the saved order it was to go back to.
  public struct Restore: Equatable, Sendable {
    public var city: City
    public var position: Int

    /// Makes the record of one call.
    public init(city: City, position: Int) {
      (self.city, self.position) = (city, position)
    }
  }

  /// Every city asked to be put back so far, oldest first.
  public private(set) var restores: [Restore] = []
  private var result: Result<[City], any Error>
  private var deleteError: (any Error)?
  private var restoreError: (any Error)?

  /// Makes a use case that answers with the given result and deletes without fail.
  public init(result: Result<[City], any Error> = .success([])) {
    self.result = result
  }

  /// Changes the answer to later loads.
  public func answer(with result: Result<[City], any Error>) { self.result = result }

  /// Makes every later delete throw the error.
  public func failDeletes(with error: any Error) { deleteError = error }

  /// Makes every later restore throw the error.
  public func failRestores(with error: any Error) { restoreError = error }

  public func cities() async throws -> [City] {
    loadCount += 1
    return try result.get()
  }

  public func delete(_ city: City) async throws {
    deletedCities.append(city)
    if let deleteError { throw deleteError }
  }

  public func restore(_ city: City, at position: Int) async throws {
    restores.append(Restore(city: city, position: position))
    if let restoreError { throw restoreError }
  }
}
