import CitiesDomain
import CitiesPresentationWords

/// Everything that can happen to the cities list: the user's events, named after the event, the
/// answers its effects send back, and the actions of the child scene it presents.
public enum CitiesAction: Equatable, Sendable {
  /// The list came on screen, the first time or on a return to it.
  case appeared
  /// The user asked to load the list again after it failed.
  case retryTapped
  /// The user asked to delete the city of a row.
  case deleteTapped(row: CityRow)
  /// The user asked to put back the city just deleted.
  case undoTapped
  /// The user chose a row to see its city's weather.
  case cityTapped(row: CityRow)
  /// The user chose the order the rows show in.
  case orderChosen(CitiesListOrder)
  /// The user asked to add a city.
  case addTapped
  /// The user closed the alert.
  case alertDismissed
  /// The user left the child scene presented, by its back or cancel: the list dismisses it.
  case destinationDismissed
  /// The saved cities were read.
  case citiesLoaded([City])
  /// The saved cities could not be read, for the reason given.
  case loadFailed(reason: String)
  /// The city was deleted.
  case cityDeleted(City)
  /// The city could not be deleted, for the reason given.
  case deleteFailed(City, reason: String)
  /// The city deleted was put back.
  case cityRestored(City)
  /// The domain refused to put the city back, as it is saved already.
  case restoreRefused(City, AddCityError)
  /// The city could not be put back, for the reason given.
  case restoreFailed(City, reason: String)
  /// An action of the child scene presented, which its scoped store sends wrapped.
  case destination(CitiesDestination.Action)
}

extension CitiesAction {
  /// Whether the user did it, rather than an effect answering: whatever the user does next ends
  /// the offer to undo a delete.
  var isUsersOwn: Bool {
    switch self {
    case .appeared, .retryTapped, .deleteTapped, .undoTapped, .cityTapped, .orderChosen,
      .addTapped, .alertDismissed, .destinationDismissed, .destination:
      true
    case .citiesLoaded, .loadFailed, .cityDeleted, .deleteFailed, .cityRestored, .restoreRefused,
      .restoreFailed:
      false
    }
  }
}
