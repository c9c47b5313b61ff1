import CitiesDomain

/// A city together with its name prepared for matching, so a search folds only the query.
struct SearchableCity: Sendable {
  let city: City
  let foldedName: String
  /// The folded name from the start of each later word, such as "york city" and "city".
  ///
  /// Matching these rather than single words lets "york ci" find New York City too.
  private let laterWordStarts: [Substring]

  init(city: City) {
    let foldedName = city.name.foldedForSearch
    self.city = city
    self.foldedName = foldedName
    laterWordStarts = foldedName.indices.dropFirst()
      .filter { index in
        let previous = foldedName[foldedName.index(before: index)]
        return Self.isPartOfWord(foldedName[index]) && !Self.isPartOfWord(previous)
      }
      .map { foldedName[$0...] }
  }

  /// Tells how the name matches an already folded query, or `nil` when it does not match.
  func match(foldedQuery: String) -> CityNameMatch? {
    if foldedName.hasPrefix(foldedQuery) { return .fromStart }
    if laterWordStarts.contains(where: { $0.hasPrefix(foldedQuery) }) { return .fromLaterWord }
    return nil
  }

  // Spaces, hyphens and apostrophes all separate words: "Saint-Denis", "N'Djamena".
  private static func isPartOfWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
