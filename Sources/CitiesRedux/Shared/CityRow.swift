import CitiesPresentationWords

/// One city as a list shows it, in the cities scene and among search results alike: the words
/// every pattern's list shows (`CityRowWords`, docs/SCENES.md F5), and the id an action carries
/// back when the user picks the row.
public typealias CityRow = CityRowWords
