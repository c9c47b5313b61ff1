// Made by scripts/kata.py from Sources/CitiesMVP/Shared/City+Subtitle.swift.

import CitiesDomain
import CitiesPresentationWords

// Presentation logic shared by the saved-cities and the search presenters, so that a city reads
// the same in both lists.
extension City {
  /// Region and country as every pattern's list words them (docs/SCENES.md F5), such as
  /// `Bavaria, Germany`; empty when nothing is known.
  var subtitle: String { CitiesListWords.subtitle(of: self) }
}
