// Made by scripts/kata.py from Sources/CitiesMVVM/Shared/CityRow.swift.

import CitiesPresentationWords

/// One city as a list shows it, in the cities scene and among search results alike: the words
/// every pattern's list shows (`CityRowWords`, docs/SCENES.md F5), which the view model makes from
/// each `City` and finds the city again by, through its `id`, when the user taps the row.
public typealias CityRow = CityRowWords
