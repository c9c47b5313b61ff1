// Made by scripts/kata.py from Sources/CitiesVIP/Shared/CityRowViewModel.swift.

import CitiesPresentationWords

/// One city as a list shows it, in the saved list and in the search results alike: the words
/// every pattern's list shows (`CityRowWords`, docs/SCENES.md F5), made by the presenter.
///
/// It carries text and an id only: the view never sees a `City`, so a change to the entity cannot
/// reach it.
public typealias CityRowViewModel = CityRowWords
