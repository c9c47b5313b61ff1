/// What the cities list shows below its title at one moment.
public enum CitiesContent: Hashable, Sendable {
  /// The saved cities are being read.
  case loading
  /// The saved cities, one row each, in the order they were added.
  case list(rows: [CityRow])
  /// No city is saved yet; the message says so, and the view may add how to add one.
  case empty(message: String)
  /// The cities could not be read; the view offers a retry next to the message.
  case error(message: String)
}
