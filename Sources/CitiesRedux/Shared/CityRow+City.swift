import CitiesDomain

// Both reducers turn cities into rows; building the row here, and only here, means the saved
// list and the search results can never describe the same city differently.
extension CityRow {
  /// Makes the row of a city: its name over its subtitle (docs/SCENES.md, F5).
  public init(city: City) {
    // A region named like the city ("Berlin, Berlin") repeats the title, so it is left out.
    let region = city.region == city.name ? nil : city.region
    let subtitle = [region, city.country].compactMap { $0 }.filter { !$0.isEmpty }
    self.init(id: city.id, title: city.name, subtitle: subtitle.joined(separator: ", "))
  }
}
