import CitiesDomain

/// The `CitiesGateway` the use cases see: it answers every call from the local persistence it is
/// given.
///
/// Today it only forwards. It keeps the original MVP design's seam, so a remote copy of the list
/// could be added here later without touching the use cases or the local store.
public struct CacheCitiesGateway: CitiesGateway {
  private let localPersistenceCitiesGateway: any LocalPersistenceCitiesGateway

  public init(localPersistenceCitiesGateway: any LocalPersistenceCitiesGateway) {
    self.localPersistenceCitiesGateway = localPersistenceCitiesGateway
  }

  public func fetchCities() async throws -> [City] {
    try await localPersistenceCitiesGateway.fetchCities()
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    try await localPersistenceCitiesGateway.add(parameters: parameters)
  }

  public func delete(city: City) async throws {
    try await localPersistenceCitiesGateway.delete(city: city)
  }

  public func restore(city: City, at position: Int) async throws {
    try await localPersistenceCitiesGateway.restore(city: city, at: position)
  }

  public func rename(city: City, to name: String) async throws -> City {
    try await localPersistenceCitiesGateway.rename(city: city, to: name)
  }
}
