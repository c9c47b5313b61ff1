import CitiesDomain
import CitiesRedux

/// The row of `anyCity()`, Berlin, as both lists show it.
func berlinRow() -> CityRow {
  CityRow(id: 2_950_159, title: "Berlin", subtitle: "Germany")
}

/// The row of `otherCity()`, London, as both lists show it.
func londonRow() -> CityRow {
  CityRow(id: 2_643_743, title: "London", subtitle: "England, United Kingdom")
}

/// The query of a text long enough to search, as the reducer makes it.
func searchQuery(_ text: String) -> CitySearchQuery {
  guard let query = CitySearchQuery(text) else { preconditionFailure("\(text) is too short") }
  return query
}
