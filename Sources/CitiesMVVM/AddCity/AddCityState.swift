/// Everything the add-city search shows at one moment, apart from a one-off alert.
public enum AddCityState: Hashable, Sendable {
  /// Nothing is typed; the message invites the user to type a name.
  case idle(message: String)
  /// The text is too short to search; the message says how long it must be.
  case hint(message: String)
  /// A search is on its way.
  case searching
  /// The cities that match, best match first.
  case results(items: [CityItemViewModel])
  /// The search found nothing; the message quotes the query.
  case noMatches(message: String)
  /// The search failed; the message says why.
  case failed(message: String)
}
