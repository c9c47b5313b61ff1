import CitiesDomain
import CitiesPresentationWords

/// Everything the add-city search is at one moment, as a value.
///
/// What it shows, its alert, and the cities behind its result rows; only `AddCityReducer` changes
/// it, and the list that presents it holds it.
public struct AddCityState: Equatable, Sendable {
  /// What the search shows.
  public var content: AddCityContent
  /// A one-off message shown over the content until `.alertDismissed`.
  public var alert: String?
  /// The cities behind the result rows, so that a chosen row leads back to its city.
  public var results: [City]

  /// Makes the state of a search that invites the user to type, unless told otherwise.
  public init(
    content: AddCityContent = .idle(message: AddCityWords.idle), alert: String? = nil,
    results: [City] = []
  ) {
    self.content = content
    self.alert = alert
    self.results = results
  }
}
