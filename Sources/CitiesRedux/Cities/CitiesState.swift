import CitiesDomain
import CitiesPresentationWords

/// Everything the cities list is at one moment, as a value.
///
/// What it shows, its alert, where it asks to go, and the cities behind its rows; only
/// `CitiesReducer` changes it.
public struct CitiesState: Equatable, Sendable {
  /// What the list shows below its title.
  public var content: CitiesContent
  /// A one-off message shown over the content until `.alertDismissed`.
  public var alert: String?
  /// The scene the list asks the app to show next, if any.
  public var destination: CitiesDestination?
  /// The cities behind the rows on screen, so that a chosen row leads back to its city.
  public var cities: [City]

  /// Makes the state of a list that is loading and shows no alert.
  public init(
    content: CitiesContent = .loading, alert: String? = nil,
    destination: CitiesDestination? = nil, cities: [City] = []
  ) {
    self.content = content
    self.alert = alert
    self.destination = destination
    self.cities = cities
  }

  /// The list's title, counting the rows while they show: `Saved cities (2)`.
  public var title: String {
    guard case .list(let rows) = content else { return CitiesListWords.title }
    return CitiesListWords.title(rowCount: rows.count)
  }
}
