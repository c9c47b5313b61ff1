import CitiesDomain

/// The words of the city-weather scene: its message of docs/SCENES.md, and the formatting rules
/// F1 to F3 that turn the report's values into text, each once.
///
/// Values into words only: which state shows, and when, and who applies the rules, is each
/// pattern's own decision.
public enum CityWeatherWords {
  /// The state when the report could not be had; `reason` is the error's own, or
  /// `FailureWords.unknownReason`.
  public static func couldNotLoad(reason: String) -> String {
    "Could not load the weather: \(reason)"
  }

  /// The alert when the domain refused a name over the limit it carries.
  public static func nameTooLong(limit: Int) -> String {
    "A name can be at most \(limit) characters."
  }

  /// The alert when the domain refused the name the city has already.
  public static func nameUnchanged(cityName: String) -> String {
    "\(cityName) is its name already."
  }

  /// The alert when the city to rename is no longer saved (another app deleted it).
  public static func notSaved(cityName: String) -> String {
    "\(cityName) is no longer in your list."
  }

  /// The alert when renaming failed for any other reason; `reason` is the error's own, or
  /// `FailureWords.unknownReason`.
  public static func couldNotRename(cityName: String, reason: String) -> String {
    "Could not rename \(cityName): \(reason)"
  }

  /// The alert when renaming `city` failed: a refusal of the domain worded whole (a blank name as
  /// when adding), any other failure by its reason, if it gives one.
  public static func message(forFailureToRename city: City, error: any Error) -> String {
    guard let refusal = error as? RenameCityError else {
      let reason = error.reason(or: FailureWords.unknownReason)
      return couldNotRename(cityName: city.name, reason: reason)
    }
    return switch refusal {
    case .blank: AddCityWords.blankName
    case .tooLong(let limit): nameTooLong(limit: limit)
    case .unchanged: nameUnchanged(cityName: city.name)
    case .notSaved: notSaved(cityName: city.name)
    }
  }

  /// What a value that is not known reads (F2): an en dash.
  public static let missingValue = "–"

  /// What the forecast's first day reads (F3), whatever its weekday.
  public static let today = "Today"

  /// Rounds half away from zero to a whole degree (F1); going through `Int` turns -0.4 into
  /// `0°C`, never `-0°C`, and a value no `Int` can hold (not a number, infinite) reads as missing.
  public static func temperature(_ celsius: Double?) -> String {
    guard let celsius, let degrees = Int(exactly: celsius.rounded()) else { return missingValue }
    return "\(degrees)°C"
  }

  /// The weekday's three-letter English name (F3), such as `Fri`; an exhaustive switch, so that
  /// neither the machine's locale nor a forgotten day can change it.
  public static func shortName(of weekday: Weekday) -> String {
    switch weekday {
    case .monday: "Mon"
    case .tuesday: "Tue"
    case .wednesday: "Wed"
    case .thursday: "Thu"
    case .friday: "Fri"
    case .saturday: "Sat"
    case .sunday: "Sun"
    }
  }
}
