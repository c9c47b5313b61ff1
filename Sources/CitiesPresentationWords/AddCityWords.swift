import CitiesDomain

/// The words of the add-city search, each message of docs/SCENES.md once, the domain's refusals
/// included.
///
/// Values into words only: which one shows, and when, is each pattern's own decision.
public enum AddCityWords {
  /// The state before anything is typed, or when only white space is.
  public static let idle = "Type a city name to search."

  /// The hint when too little is typed to search, or the domain refused a query as too short.
  public static func queryTooShort(minimumLength: Int) -> String {
    "Type at least \(minimumLength) letters to search."
  }

  /// The state when a search found nothing, quoting the trimmed query.
  public static func noMatches(query: String) -> String {
    "No cities match \"\(query)\"."
  }

  /// The state when a search failed; `reason` is the error's own, or
  /// `FailureWords.unknownReason`.
  public static func searchFailed(reason: String) -> String {
    "Search failed: \(reason)"
  }

  /// The alert when the domain refused a city saved already; the name is the saved city's.
  public static func alreadySaved(cityName: String) -> String {
    "\(cityName) is already in your list."
  }

  /// The alert when the domain refused a city whose name is blank.
  public static let blankName = "A city needs a name."

  /// The alert when adding failed for any other reason; `reason` as for a failed search.
  public static func couldNotAdd(cityName: String, reason: String) -> String {
    "Could not add \(cityName): \(reason)"
  }

  /// The alert when adding `city` failed: a refusal of the domain worded whole, any other
  /// failure by its reason, if it gives one.
  public static func message(forFailureToAdd city: City, error: any Error) -> String {
    guard let refusal = error as? AddCityError else {
      let reason = error.reason(or: FailureWords.unknownReason)
      return couldNotAdd(cityName: city.name, reason: reason)
    }
    return switch refusal {
    case .alreadySaved(let saved): alreadySaved(cityName: saved.name)
    case .blankName: blankName
    }
  }
}
