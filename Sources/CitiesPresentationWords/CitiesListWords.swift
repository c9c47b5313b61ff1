import CitiesDomain

/// The words of the saved-cities scene, each message of docs/SCENES.md once.
///
/// Strings only: which one shows, and when, is each pattern's own decision.
public enum CitiesListWords {
  /// A city's region and country as every list shows them under its name (docs/SCENES.md F5):
  /// `Bavaria, Germany`, leaving out what is missing or blank; empty when nothing is left.
  public static func subtitle(of city: City) -> String {
    // A region named like the city ("Berlin, Berlin") repeats the title, so it is left out.
    let region = city.region == city.name ? nil : city.region
    return [region, city.country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The title while no row shows: loading, an empty list, a failed load.
  public static let title = "Saved cities"

  /// The title while rows show, counting them and naming the order: `Saved cities (2), by name`.
  public static func title(rowCount: Int, order: CitiesListOrder) -> String {
    switch order {
    case .added: "Saved cities (\(rowCount)), in the order added"
    case .name: "Saved cities (\(rowCount)), by name"
    }
  }

  /// The state of an empty list; it names no command, which is the host's to add.
  public static let emptyList = "No saved cities yet."

  /// The state when the list could not be read; `reason` is the error's own, or
  /// `FailureWords.unknownReason`.
  public static func couldNotLoad(reason: String) -> String {
    "Could not load your cities: \(reason)"
  }

  /// The offer after a delete; it names no command, which is the host's to add (`undo`, a button).
  public static func undoOffer(cityName: String) -> String {
    "Deleted \(cityName)."
  }

  /// The alert when an undo failed, over rows that stay as they were; `reason` as above.
  public static func couldNotPutBack(cityName: String, reason: String) -> String {
    "Could not put back \(cityName): \(reason)"
  }

  /// The alert when putting back `city` failed: a city saved again meanwhile (by another app) as
  /// when adding, any other failure by its reason, if it gives one.
  public static func message(forFailureToPutBack city: City, error: any Error) -> String {
    if case AddCityError.alreadySaved(let saved) = error {
      return AddCityWords.alreadySaved(cityName: saved.name)
    }
    return couldNotPutBack(
      cityName: city.name, reason: error.reason(or: FailureWords.unknownReason))
  }

  /// The alert when a delete failed, over rows that stay as they were; `reason` as above.
  public static func couldNotDelete(cityName: String, reason: String) -> String {
    "Could not delete \(cityName): \(reason)"
  }
}
