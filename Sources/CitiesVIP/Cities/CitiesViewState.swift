/// The one state the cities scene shows at a time, as the presenter has worded it.
public enum CitiesViewState: Equatable, Sendable {
  /// The list is being read.
  case loading
  /// The saved cities, one row each, in the order they were added.
  case result([CityRowViewModel])
  /// No city is saved; the message says so, and the view may add how to add one.
  case empty(message: String)
  /// The list could not be read; the view offers a retry, which loads the cities again.
  case error(message: String)
}
