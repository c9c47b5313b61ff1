import CitiesDomain
import CitiesPresentationWords

/// Everything the cities list is at one moment, as a value, the child scene it presents included.
///
/// What it shows, its alert, the cities behind its rows, the order they show in, and the state of
/// the weather or the search while one is presented; only `CitiesReducer` changes it.
public struct CitiesState: Equatable, Sendable {
  /// What the list shows below its title.
  public var content: CitiesContent
  /// A one-off message shown over the content until `.alertDismissed`.
  public var alert: String?
  /// The child scene presented over the list, with its whole state; `nil` while the list shows.
  public var destination: CitiesDestination.State?
  /// The cities behind the rows on screen, in the saved order, so that a chosen row leads back to
  /// its city.
  public var cities: [City]
  /// The city just deleted, while the list offers to put it back; whatever the user does next
  /// ends the offer.
  public var deleted: DeletedCity?
  /// Whether the rows are known to match the saved list, as after the weather reported a rename:
  /// the list's next appearance then reads it again with no loading state.
  public var rowsAreCurrent: Bool
  /// The order the user chose for the rows, kept in the app's one state for as long as it runs.
  ///
  /// `nil` until the user chooses: the rows show in the saved order.
  public var order: CitiesListOrder?

  /// Makes the state of a list that is loading, shows no alert and presents nothing.
  public init(
    content: CitiesContent = .loading, alert: String? = nil,
    destination: CitiesDestination.State? = nil, cities: [City] = [],
    deleted: DeletedCity? = nil, rowsAreCurrent: Bool = false, order: CitiesListOrder? = nil
  ) {
    self.content = content
    self.alert = alert
    self.destination = destination
    self.cities = cities
    self.deleted = deleted
    self.rowsAreCurrent = rowsAreCurrent
    self.order = order
  }

  /// The offer to put back the city just deleted, `Deleted Berlin.`, while it stands.
  public var undoOffer: String? {
    deleted.map { CitiesListWords.undoOffer(cityName: $0.city.name) }
  }

  /// The list's title, counting the rows while they show and naming their order, the saved one
  /// until the user chooses: `Saved cities (2), by name`.
  public var title: String {
    guard case .list(let rows) = content else { return CitiesListWords.title }
    return CitiesListWords.title(rowCount: rows.count, order: order ?? .added)
  }
}
