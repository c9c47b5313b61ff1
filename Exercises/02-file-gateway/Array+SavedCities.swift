// Made by scripts/kata.py from Sources/CitiesData/Persistence/Array+SavedCities.swift.

import CitiesData
import CitiesDomain

extension [City] {
  /// Appends the city unless one with its id is saved already, the rule every store shares.
  ///
  /// - Returns: The city as saved.
  /// - Throws: `AddCityError.alreadySaved` carrying the saved city; the list is then unchanged.
  mutating func save(_ city: City) throws(AddCityError) -> City {
    if let saved = first(where: { $0.id == city.id }) {
      throw .alreadySaved(saved)
    }
    append(city)
    return city
  }

  /// Removes the city with the given id, keeping the others in order.
  ///
  /// - Returns: Whether a city was removed, so a store can skip saving a list that did not change.
  @discardableResult
  mutating func removeCity(withID id: City.ID) -> Bool {
    let countBefore = count
    removeAll { $0.id == id }
    return count != countBefore
  }
}
