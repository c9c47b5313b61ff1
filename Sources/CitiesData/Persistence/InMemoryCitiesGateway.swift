import CitiesDomain

/// A local persistence that keeps the saved cities in memory only, for previews, tests and any run
/// that should leave nothing behind.
///
/// It is an actor so that adds and deletes from concurrent tasks never interleave. It keeps the
/// list as the file store does, so both follow one rule for a city saved twice.
public actor InMemoryCitiesGateway: LocalPersistenceCitiesGateway {
  private var store: StoredCitiesFile

  public init(cities: [City] = []) {
    store = StoredCitiesFile(cities: cities.map(StoredCity.init))
  }

  public func fetchCities() -> [City] { store.cities.map(\.city) }

  public func add(parameters: AddCityParameters) throws -> City { try store.save(parameters.city) }

  public func delete(city: City) { store.removeCity(withID: city.id) }

  public func restore(city: City, at position: Int) throws {
    _ = try store.save(city, at: position)
  }

  public func rename(city: City, to name: String) throws -> City {
    try store.renameCity(withID: city.id, to: name)
  }
}
