import CitiesDomain

extension StoredCitiesFile {
  /// Inserts the city at `position` (the end when nil or past it) unless one with its id is saved
  /// already, the rule every store shares; the cities already saved keep their unknown fields.
  ///
  /// - Throws: `AddCityError.alreadySaved` carrying the saved city; the file is then unchanged.
  public mutating func save(_ city: City, at position: Int? = nil) throws(AddCityError) -> City {
    if let saved = cities.first(where: { $0.id == city.id }) {
      throw .alreadySaved(saved.city)
    }
    cities.insert(StoredCity(city), at: min(max(position ?? cities.count, 0), cities.count))
    return city
  }

  /// Renames the city with the given id in place; `RenameCityError.notSaved` when none has it.
  public mutating func renameCity(withID id: City.ID, to name: String) throws(RenameCityError)
    -> City
  {
    guard let index = cities.firstIndex(where: { $0.id == id }) else { throw .notSaved }
    cities[index].name = name
    return cities[index].city
  }

  public mutating func removeCity(withID id: City.ID) {
    cities.removeAll { $0.id == id }
  }
}
