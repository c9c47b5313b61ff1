// Made by scripts/kata.py from Sources/CitiesMVVM/Shared/CityRow+City.swift.

import CitiesDomain

// The city subtitle rule of docs/SCENES.md, shared by both scenes that list cities.
extension CityRow {
  init(city: City) {
    self.init(id: city.id, title: city.name, subtitle: CityRow.subtitle(for: city))
  }

  private static func subtitle(for city: City) -> String {
    // "Berlin, Germany" under "Berlin" says the same word twice, so a region equal to the name
    // is left out.
    let region = city.region == city.name ? nil : city.region
    return [region, city.country]
      .compactMap { $0 }
      .filter { !$0.isEmpty }
      .joined(separator: ", ")
  }
}
