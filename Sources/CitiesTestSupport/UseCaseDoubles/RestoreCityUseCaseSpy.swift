import CitiesDomain

/// A `RestoreCityUseCase` that records which cities it was asked to put back, and where.
public actor RestoreCityUseCaseSpy: RestoreCityUseCase {
  /// One call: the city and the position it was to go back to.
  public struct Restore: Equatable, Sendable {
    /// The city to put back.
    public var city: City
    /// Its index in the saved order.
    public var position: Int
  }

  /// Every call so far, oldest first.
  public private(set) var restores: [Restore] = []
  private var error: (any Error)?

  /// Makes a use case that succeeds until told to fail.
  public init() {}

  /// Makes every later call throw the error.
  public func fail(with error: any Error) { self.error = error }

  public func restore(city: City, at position: Int) async throws {
    restores.append(Restore(city: city, position: position))
    if let error { throw error }
  }
}
