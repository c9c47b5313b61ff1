import CitiesDomain

/// A city search over a fixed list of cities, by default the bundled `SampleCities`.
///
/// It finds a city when its name, or any word in its name, begins with the query, ignoring case
/// and accents, the way a person expects a search box to behave.
public struct SampleCitySearchGateway: CitySearchGateway {
  private let searchableCities: [SearchableCity]
  private let resultLimit: Int

  public init(cities: [City] = SampleCities.all, resultLimit: Int = 10) {
    searchableCities = cities.map(SearchableCity.init)
    self.resultLimit = max(resultLimit, 0)
  }

  /// Returns the matching cities at once: names that begin with the query come before names with
  /// a later word that does, and each group is in alphabetical order.
  public func searchCities(matching query: CitySearchQuery) -> [City] {
    let foldedQuery = query.text.foldedForSearch
    let matches = searchableCities.compactMap { candidate in
      candidate.match(foldedQuery: foldedQuery).map { (candidate: candidate, match: $0) }
    }
    // The id settles ties, so two cities of the same name always come out in the same order.
    let ranked = matches.sorted { left, right in
      (left.match, left.candidate.foldedName, left.candidate.city.id)
        < (right.match, right.candidate.foldedName, right.candidate.city.id)
    }
    return ranked.prefix(resultLimit).map { $0.candidate.city }
  }
}
