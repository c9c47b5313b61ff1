import CitiesDomain

/// Everything that can happen to the add-city search: the user's events, named after the event,
/// the answers its effects send back, and what it reports to the list that presents it.
///
/// Leaving the search is no action of its own: the list that presents it dismisses it.
public enum AddCityAction: Equatable, Sendable {
  /// The search text changed; it carries the whole text, as typed.
  case queryChanged(String)
  /// The pause after typing ended and the search for the query goes out.
  case searchStarted(CitySearchQuery)
  /// The search for the query found these cities.
  case searchAnswered(CitySearchQuery, [City])
  /// The domain refused to search for the query.
  case searchRefused(CitySearchQuery, SearchCitiesError)
  /// The search for the query failed, for the reason given.
  case searchFailed(CitySearchQuery, reason: String)
  /// The user chose a result to add.
  case resultTapped(row: CityRow)
  /// The domain refused to save the city.
  case addRefused(City, AddCityError)
  /// The city could not be saved, for the reason given.
  case addFailed(City, reason: String)
  /// The user closed the alert.
  case alertDismissed
  /// What the search reports to the list that presents it.
  case delegate(Delegate)

  /// What the search reports to its parent, which alone acts on it (TCA's delegate action).
  public enum Delegate: Equatable, Sendable {
    /// The city was saved: the parent dismisses the search, and shows the city as it reads the
    /// saved cities again.
    case cityAdded(City)
  }
}
