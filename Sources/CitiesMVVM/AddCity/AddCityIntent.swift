/// What the user did in the add-city search, named after the event, for `AddCityViewModel`.
public enum AddCityIntent: Hashable, Sendable {
  /// The search text changed; it carries the whole text, as typed.
  case queryChanged(String)
  /// The user chose a result to add.
  case resultTapped(row: CityRow)
  /// The user left the search without adding a city.
  case cancelTapped
  /// The user closed the alert.
  case alertDismissed
}
