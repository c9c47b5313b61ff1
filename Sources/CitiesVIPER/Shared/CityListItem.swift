import CitiesPresentationWords

/// One city as a VIPER list view shows it, in the saved list and the search results alike: the
/// words every pattern's list shows (`CityRowWords`, docs/SCENES.md F5), which the presenter
/// prepares, and the id the view hands back when the user picks the row.
public typealias CityListItem = CityRowWords
