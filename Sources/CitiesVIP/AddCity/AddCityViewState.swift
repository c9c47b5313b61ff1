/// The one state the add-city scene shows at a time, as the presenter has worded it.
public enum AddCityViewState: Equatable, Sendable {
  /// Nothing is typed yet; the message invites the user to type.
  case idle(message: String)
  /// Too little is typed to search; the message says how much is needed.
  case hint(message: String)
  /// The search request is on its way.
  case searching
  /// The matching cities, one row each, best match first.
  case result([CityRowViewModel])
  /// No city matches; the message repeats the query.
  case empty(message: String)
  /// The search failed; the message says why.
  case error(message: String)
}
