import CitiesDomain

/// Everything that can happen to the cities list: the user's events, named after the event, and
/// the answers its effects send back.
public enum CitiesAction: Equatable, Sendable {
  /// The list came on screen, the first time or on a return to it.
  case appeared
  /// The user asked to load the list again after it failed.
  case retryTapped
  /// The user asked to delete the city of a row.
  case deleteTapped(row: CityRow)
  /// The user chose a row to see its city's weather.
  case cityTapped(row: CityRow)
  /// The user asked to add a city.
  case addTapped
  /// The user closed the alert.
  case alertDismissed
  /// The scene the list asked for was closed, so the list asks to go nowhere.
  case destinationDismissed
  /// The saved cities were read, or could not be.
  case citiesLoaded(Result<[City], EffectFailure>)
  /// The city was deleted.
  case cityDeleted(City)
  /// The city could not be deleted.
  case deleteFailed(City, EffectFailure)
}
