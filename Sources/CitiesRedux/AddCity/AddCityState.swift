import CitiesDomain
import CitiesPresentationWords

/// Everything the add-city search is at one moment, as a value.
///
/// What it shows, its alert, whether it asks to close, and the cities behind its result rows;
/// only `AddCityReducer` changes it.
public struct AddCityState: Equatable, Sendable {
  /// What the search shows.
  public var content: AddCityContent
  /// A one-off message shown over the content until `.alertDismissed`.
  public var alert: String?
  /// Whether the search asks the app to close it and return to the list.
  public var isClosed: Bool
  /// The cities behind the result rows, so that a chosen row leads back to its city.
  public var results: [City]

  /// Makes the state of a search that invites the user to type, unless told otherwise.
  public init(
    content: AddCityContent = .idle(message: AddCityWords.idle), alert: String? = nil,
    isClosed: Bool = false, results: [City] = []
  ) {
    self.content = content
    self.alert = alert
    self.isClosed = isClosed
    self.results = results
  }
}
