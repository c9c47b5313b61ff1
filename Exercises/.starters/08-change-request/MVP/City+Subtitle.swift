// Made by scripts/kata.py from Sources/CitiesMVP/Shared/City+Subtitle.swift.

import CitiesDomain
import CitiesPresentationWords

// Presentation logic shared by the saved-cities and the search presenters, so that a city reads
// the same in both lists.
extension City {
  /// Region and country as every pattern's list words them (`CityRowWords`, docs/SCENES.md F5):
  /// joined by `, `, leaving out what is missing or blank and a region that only repeats the name.
  var subtitle: String { CityRowWords(city: self).subtitle }
}
