import CitiesData
import CitiesDomain

/// A local persistence that records every call it receives and answers with canned values, so a
/// test can check exactly what a caller passed on and returned.
public actor LocalPersistenceCitiesGatewaySpy: LocalPersistenceCitiesGateway {
  /// One call the spy received, with what it was given.
  public enum Message: Equatable, Sendable {
    /// `fetchCities()` was called.
    case fetchCities
    /// `add(parameters:)` was called with these parameters.
    case add(AddCityParameters)
    /// `delete(city:)` was called with this city.
    case delete(City)
  }

  /// Every call received so far, oldest first.
  public private(set) var messages: [Message] = []
  private let fetchedCities: [City]
  private let addedCity: City?
  private let error: (any Error)?

  /// Makes a spy that answers a fetch with `fetchedCities` and an add with `addedCity` (or, when
  /// that is `nil`, with the city it was given); when `error` is set, every call throws it instead.
  public init(fetchedCities: [City] = [], addedCity: City? = nil, error: (any Error)? = nil) {
    self.fetchedCities = fetchedCities
    self.addedCity = addedCity
    self.error = error
  }

  public func fetchCities() throws -> [City] {
    messages.append(.fetchCities)
    try throwErrorIfAny()
    return fetchedCities
  }

  public func add(parameters: AddCityParameters) throws -> City {
    messages.append(.add(parameters))
    try throwErrorIfAny()
    return addedCity ?? parameters.city
  }

  public func delete(city: City) throws {
    messages.append(.delete(city))
    try throwErrorIfAny()
  }

  private func throwErrorIfAny() throws {
    if let error { throw error }
  }
}
