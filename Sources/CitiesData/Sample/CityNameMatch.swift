/// How well a city's name matches a search, best first, so results can be ranked by it.
enum CityNameMatch: Comparable {
  /// The name itself begins with the query: "Lon" and London.
  case fromStart
  /// A later word of the name begins with the query: "York" and New York City.
  case fromLaterWord
}
