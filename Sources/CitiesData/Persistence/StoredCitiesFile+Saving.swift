import CitiesDomain

extension StoredCitiesFile {
  /// Appends the city unless one with its id is saved already, the rule every store shares; the
  /// cities already saved keep their unknown fields.
  ///
  /// - Returns: The city as saved.
  /// - Throws: `AddCityError.alreadySaved` carrying the saved city; the file is then unchanged.
  public mutating func save(_ city: City) throws(AddCityError) -> City {
    if let saved = cities.first(where: { $0.id == city.id }) {
      throw .alreadySaved(saved.city)
    }
    cities.append(StoredCity(city))
    return city
  }

  /// Removes the city with the given id, keeping the others in order.
  ///
  /// - Returns: Whether a city was removed, so the store can skip saving a list that did not
  ///   change.
  @discardableResult
  public mutating func removeCity(withID id: City.ID) -> Bool {
    let countBefore = cities.count
    cities.removeAll { $0.id == id }
    return cities.count != countBefore
  }
}
