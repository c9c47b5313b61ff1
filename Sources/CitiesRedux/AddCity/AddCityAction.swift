import CitiesDomain

/// Everything that can happen to the add-city search: the user's events, named after the event,
/// and the answers its effects send back.
public enum AddCityAction: Equatable, Sendable {
  /// The search text changed; it carries the whole text, as typed.
  case queryChanged(String)
  /// The pause after typing ended and the search for the query goes out.
  case searchStarted(CitySearchQuery)
  /// The search for the query answered, or failed.
  case searchAnswered(CitySearchQuery, Result<[City], EffectFailure>)
  /// The user chose a result to add.
  case resultTapped(row: CityRow)
  /// The city was saved.
  case cityAdded(City)
  /// The city could not be saved, or the domain refused it.
  case addFailed(City, EffectFailure)
  /// The user left the search without adding a city.
  case cancelTapped
  /// The user closed the alert.
  case alertDismissed
}
