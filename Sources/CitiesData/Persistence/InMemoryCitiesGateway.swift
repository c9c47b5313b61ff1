import CitiesDomain

/// A local persistence that keeps the saved cities in memory only, for previews, tests and any run
/// that should leave nothing behind.
///
/// It is an actor so that adds and deletes from concurrent tasks never interleave.
public actor InMemoryCitiesGateway: LocalPersistenceCitiesGateway {
  private var cities: [City]

  /// Makes a store holding the given cities, in that order.
  public init(cities: [City] = []) {
    self.cities = cities
  }

  public func fetchCities() -> [City] {
    cities
  }

  public func add(parameters: AddCityParameters) throws -> City {
    try cities.save(parameters.city)
  }

  public func delete(city: City) {
    cities.removeCity(withID: city.id)
  }
}
