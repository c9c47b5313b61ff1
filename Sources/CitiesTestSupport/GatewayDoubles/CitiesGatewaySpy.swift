import CitiesDomain

/// A `CitiesGateway` that records every message it receives and keeps the list in memory.
///
/// Tests read `messages` to check what a use case or a cache asked for, and call the `fail…`
/// methods to make the next calls throw. It can stand in for a local persistence too.
public actor CitiesGatewaySpy: CitiesGateway {
  /// A call the gateway received, with its arguments.
  public enum Message: Equatable, Sendable {
    /// `fetchCities()` was called.
    case fetchCities
    /// `add(parameters:)` was called.
    case add(AddCityParameters)
    /// `delete(city:)` was called.
    case delete(City)
    /// `restore(city:at:)` was called.
    case restore(City, at: Int)
    /// `rename(city:to:)` was called.
    case rename(City, to: String)
  }

  /// Every call so far, oldest first.
  public private(set) var messages: [Message] = []
  /// The list as this gateway holds it now.
  public private(set) var cities: [City]
  private var savedVersion: City?
  private var fetchError: (any Error)?
  private var addError: (any Error)?
  private var deleteError: (any Error)?
  private var restoreError: (any Error)?
  private var renameError: (any Error)?

  /// Makes a gateway that already holds the given cities.
  public init(cities: [City] = []) {
    self.cities = cities
  }

  /// Makes every later `add(parameters:)` save and return this city instead of the one it was given,
  /// as a store that adds details of its own would.
  public func saveAs(_ city: City) { savedVersion = city }

  /// Makes every later `fetchCities()` throw the error.
  public func failFetch(with error: any Error) { fetchError = error }

  /// Makes later `fetchCities()` calls succeed again, so that a test can show a retry that works.
  public func stopFailingFetch() { fetchError = nil }

  /// Makes every later `add(parameters:)` throw the error.
  public func failAdd(with error: any Error) { addError = error }

  /// Makes every later `delete(city:)` throw the error.
  public func failDelete(with error: any Error) { deleteError = error }

  /// Makes every later `restore(city:at:)` throw the error.
  public func failRestore(with error: any Error) { restoreError = error }

  /// Makes every later `rename(city:to:)` throw the error.
  public func failRename(with error: any Error) { renameError = error }

  public func fetchCities() async throws -> [City] {
    messages.append(.fetchCities)
    if let fetchError { throw fetchError }
    return cities
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    messages.append(.add(parameters))
    if let addError { throw addError }
    let saved = savedVersion ?? parameters.city
    cities.append(saved)
    return saved
  }

  public func delete(city: City) async throws {
    messages.append(.delete(city))
    if let deleteError { throw deleteError }
    cities.removeAll { $0.id == city.id }
  }

  public func restore(city: City, at position: Int) async throws {
    messages.append(.restore(city, at: position))
    if let restoreError { throw restoreError }
    cities.insert(city, at: min(max(position, 0), cities.count))
  }

  public func rename(city: City, to name: String) async throws -> City {
    messages.append(.rename(city, to: name))
    if let renameError { throw renameError }
    var renamed = city
    renamed.name = name
    if let index = cities.firstIndex(where: { $0.id == city.id }) { cities[index] = renamed }
    return renamed
  }
}
