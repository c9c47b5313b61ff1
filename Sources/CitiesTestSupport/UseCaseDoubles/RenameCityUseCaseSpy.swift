import CitiesDomain

/// A `RenameCityUseCase` that records what it was asked to rename and answers with the city renamed.
///
/// It checks no name: a test that needs a refusal tells it to fail with a `RenameCityError`.
public actor RenameCityUseCaseSpy: RenameCityUseCase {
  /// One call: the city and the name asked for.
  public struct Rename: Equatable, Sendable {
    /// The city to rename.
    public var city: City
    /// The new name, as the user typed it.
    public var name: String
  }

  /// Every call so far, oldest first.
  public private(set) var renames: [Rename] = []
  private var error: (any Error)?

  /// Makes a use case that succeeds until told to fail.
  public init() {}

  /// Makes every later call throw the error.
  public func fail(with error: any Error) { self.error = error }

  /// Makes later calls succeed again, so that a test can show a retry that works.
  public func stopFailing() { error = nil }

  public func rename(city: City, to name: String) async throws -> City {
    renames.append(Rename(city: city, name: name))
    if let error { throw error }
    var renamed = city
    renamed.name = name
    return renamed
  }
}
