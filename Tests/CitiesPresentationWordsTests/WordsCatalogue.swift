import CitiesPresentationWords

/// One entry of `CitiesPresentationWords`, named as its source declares it and rendered as docs/SCENES.md
/// writes it.
struct WordsEntry {
  /// `Type.member`, with argument labels for a function: `AddCityWords.noMatches(query:)`.
  let declaration: String
  let message: String
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
      declaration: "CitiesListWords.title(rowCount:)",
      message: numbered("<n>", CitiesListWords.title(rowCount:))),
    WordsEntry(declaration: "CitiesListWords.emptyList", message: CitiesListWords.emptyList),
    WordsEntry(
      declaration: "CitiesListWords.couldNotLoad(reason:)",
      message: CitiesListWords.couldNotLoad(reason: "<error>")),
    WordsEntry(
      declaration: "CitiesListWords.couldNotDelete(cityName:reason:)",
      message: CitiesListWords.couldNotDelete(cityName: "<name>", reason: "<error>")),
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
    WordsEntry(declaration: "FailureWords.unknownReason", message: FailureWords.unknownReason),
  ]

  private static func numbered(_ placeholder: String, _ words: (Int) -> String) -> String {
    let marker = 918_273_645
    return words(marker).replacing(String(marker), with: placeholder)
  }
}
