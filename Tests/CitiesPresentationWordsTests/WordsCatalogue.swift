import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport

/// One entry of `CitiesPresentationWords`, named as its source declares it and rendered as docs/SCENES.md
/// writes it.
struct WordsEntry {
  /// `Type.member`, with argument labels for a function: `AddCityWords.noMatches(query:)`.
  let declaration: String
  let message: String
}

/// A rule of `CitiesPresentationWords` that words a domain value, named as its source declares it,
/// with what it gives for the values the document's examples are of.
struct WordsRule {
  /// `Type.member`, with argument labels for a function: `CityWeatherWords.temperature(_:)`.
  let declaration: String
  let examples: [String]
}

/// Every entry of `CitiesPresentationWords`, rendered with the document's placeholders.
///
/// A text parameter receives the placeholder itself (`<name>`, `<error>`, `<query>`). A number
/// cannot be a placeholder, so it is rendered with a marker that then becomes the placeholder
/// (`<n>`), or with the very number the document gives (the search's minimum length, 2).
enum WordsCatalogue {
  static let entries: [WordsEntry] = [
    WordsEntry(declaration: "CitiesListWords.title", message: CitiesListWords.title),
    WordsEntry(
      declaration: "CitiesListWords.title(rowCount:order:)",
      message: numbered("<n>") { CitiesListWords.title(rowCount: $0, order: .name) }),
    WordsEntry(
      declaration: "CitiesListWords.title(rowCount:order:)",
      message: numbered("<n>") { CitiesListWords.title(rowCount: $0, order: .added) }),
    WordsEntry(declaration: "CitiesListWords.emptyList", message: CitiesListWords.emptyList),
    WordsEntry(
      declaration: "CitiesListWords.couldNotLoad(reason:)",
      message: CitiesListWords.couldNotLoad(reason: "<error>")),
    WordsEntry(
      declaration: "CitiesListWords.couldNotDelete(cityName:reason:)",
      message: CitiesListWords.couldNotDelete(cityName: "<name>", reason: "<error>")),
    WordsEntry(
      declaration: "CitiesListWords.undoOffer(cityName:)",
      message: CitiesListWords.undoOffer(cityName: "<name>")),
    WordsEntry(
      declaration: "CitiesListWords.couldNotPutBack(cityName:reason:)",
      message: CitiesListWords.couldNotPutBack(cityName: "<name>", reason: "<error>")),
    WordsEntry(declaration: "AddCityWords.idle", message: AddCityWords.idle),
    WordsEntry(
      declaration: "AddCityWords.queryTooShort(minimumLength:)",
      message: AddCityWords.queryTooShort(minimumLength: 2)),
    WordsEntry(
      declaration: "AddCityWords.noMatches(query:)",
      message: AddCityWords.noMatches(query: "<query>")),
    WordsEntry(
      declaration: "AddCityWords.searchFailed(reason:)",
      message: AddCityWords.searchFailed(reason: "<error>")),
    WordsEntry(
      declaration: "AddCityWords.alreadySaved(cityName:)",
      message: AddCityWords.alreadySaved(cityName: "<name>")),
    WordsEntry(declaration: "AddCityWords.blankName", message: AddCityWords.blankName),
    WordsEntry(
      declaration: "AddCityWords.couldNotAdd(cityName:reason:)",
      message: AddCityWords.couldNotAdd(cityName: "<name>", reason: "<error>")),
    WordsEntry(
      declaration: "CityWeatherWords.couldNotLoad(reason:)",
      message: CityWeatherWords.couldNotLoad(reason: "<error>")),
    WordsEntry(
      declaration: "CityWeatherWords.nameTooLong(limit:)",
      message: numbered("<n>", CityWeatherWords.nameTooLong(limit:))),
    WordsEntry(
      declaration: "CityWeatherWords.nameUnchanged(cityName:)",
      message: CityWeatherWords.nameUnchanged(cityName: "<name>")),
    WordsEntry(
      declaration: "CityWeatherWords.notSaved(cityName:)",
      message: CityWeatherWords.notSaved(cityName: "<name>")),
    WordsEntry(
      declaration: "CityWeatherWords.couldNotRename(cityName:reason:)",
      message: CityWeatherWords.couldNotRename(cityName: "<name>", reason: "<error>")),
    WordsEntry(declaration: "FailureWords.unknownReason", message: FailureWords.unknownReason),
  ]

  /// Every rule of `CitiesPresentationWords`, applied to the values of docs/SCENES.md's examples:
  /// a formatting rule gives the formatting table's examples, the refusal wording the messages of
  /// the add-city, list and weather tables.
  static let rules: [WordsRule] = [
    WordsRule(
      declaration: "CityWeatherWords.temperature(_:)",
      examples: [18, -3.2, -0.4].map(CityWeatherWords.temperature)),
    WordsRule(
      declaration: "CityWeatherWords.missingValue", examples: [CityWeatherWords.missingValue]),
    WordsRule(
      declaration: "CityWeatherWords.shortName(of:)",
      examples: [Weekday.friday, .saturday].map(CityWeatherWords.shortName(of:))),
    WordsRule(declaration: "CityWeatherWords.today", examples: [CityWeatherWords.today]),
    WordsRule(
      declaration: "CitiesListWords.subtitle(of:)",
      examples: [bavarianCity, anyCity()].map(CitiesListWords.subtitle(of:))),
    WordsRule(
      declaration: "AddCityWords.message(forFailureToAdd:error:)",
      examples: failuresToAdd.map {
        AddCityWords.message(forFailureToAdd: placeholderCity, error: $0)
      }),
    WordsRule(
      declaration: "CitiesListWords.message(forFailureToPutBack:error:)",
      examples: failuresToPutBack.map {
        CitiesListWords.message(forFailureToPutBack: placeholderCity, error: $0)
      }),
    WordsRule(
      declaration: "CityWeatherWords.message(forFailureToRename:error:)",
      examples: failuresToRename.map {
        CityWeatherWords.message(forFailureToRename: placeholderCity, error: $0)
          .replacing(String(marker), with: "<n>")
      }),
  ]

  /// A city saved again meanwhile, and a failure whose reason is the document's placeholder.
  private static let failuresToPutBack: [any Error] = [
    AddCityError.alreadySaved(placeholderCity), ReasonPlaceholder(),
  ]

  /// A refusal of each kind, and a failure whose reason is the document's placeholder.
  private static let failuresToRename: [any Error] = [
    RenameCityError.blank, RenameCityError.tooLong(limit: marker), RenameCityError.unchanged,
    RenameCityError.notSaved, ReasonPlaceholder(),
  ]

  /// A refusal of each kind, and a failure whose reason is the document's placeholder.
  private static let failuresToAdd: [any Error] = [
    AddCityError.alreadySaved(placeholderCity), AddCityError.blankName, ReasonPlaceholder(),
  ]

  /// A city whose region differs from its name, as F5's first example has it.
  private static let bavarianCity = City(
    id: 2_867_714, name: "Munich", region: "Bavaria", country: "Germany", countryCode: "DE",
    coordinates: Coordinates(latitude: 48.13743, longitude: 11.57549), timeZone: "Europe/Berlin")

  /// A city named by the document's placeholder.
  private static let placeholderCity = anyCity(name: "<name>")

  /// A number no message holds, rendered where the document has a placeholder.
  private static let marker = 918_273_645

  private static func numbered(_ placeholder: String, _ words: (Int) -> String) -> String {
    return words(marker).replacing(String(marker), with: placeholder)
  }
}

/// A failure whose reason is the document's placeholder.
private struct ReasonPlaceholder: DescribedFailure {
  let reason = "<error>"
}
