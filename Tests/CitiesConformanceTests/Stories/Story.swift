import CitiesPatternList
import Testing

/// The user stories of docs/SCENES.md that every pattern must play out identically: the rows of
/// the conformance table, numbered as the tests name them.
enum Story: CaseIterable, Sendable, CustomTestStringConvertible {
  case savedCitiesAppear
  case emptyList
  case addCity
  case addDuplicate
  case deleteCity
  case failedDelete
  case selectCity
  case staleAnswer
  case weatherErrorThenRetry
  case shortQuery
  case noMatches
  case failedLoadThenRetry
  case failedSearch
  case failedAdd
  case cancelSearch
  case blankRegion
  case failedWeatherKeepsTitle
  case blankName
  case refusedSearch
  case sortByName
  case undoDelete
  case renameFromWeather

  var testDescription: String {
    let number = (Self.allCases.firstIndex(of: self) ?? 0) + 1
    return "\(number). \(self)"
  }

  /// Plays the story on a fresh world with the pattern's scenes and tells where it ended; the
  /// outcome is attached to the test, so a failing story keeps what the pattern showed.
  @MainActor
  func play(on pattern: PatternKind) async throws -> Outcome {
    let outcome = try await outcome(on: pattern)
    Attachment.record(outcome.testDescription, named: "\(self) on \(pattern.testDescription).txt")
    return outcome
  }

  @MainActor
  private func outcome(on pattern: PatternKind) async throws -> Outcome {
    switch self {
    case .savedCitiesAppear: try await Outcome(of: CitiesListStory.savedCitiesAppear.drive(pattern))
    case .emptyList: try await Outcome(of: CitiesListStory.emptyList.drive(pattern))
    case .addCity: try await Self.playAddCity(on: pattern)
    case .addDuplicate: try await Self.playAddDuplicate(on: pattern)
    case .deleteCity: try await Outcome(of: CitiesListStory.deleteCity.drive(pattern))
    case .failedDelete: try await Outcome(of: CitiesListStory.failedDelete.drive(pattern))
    case .selectCity: try await Outcome(of: CitiesListStory.selectCity.drive(pattern))
    case .staleAnswer: try await Self.playStaleAnswer(on: pattern)
    case .weatherErrorThenRetry: try await Self.playWeatherErrorThenRetry(on: pattern)
    case .shortQuery: try await Self.playShortQuery(on: pattern)
    case .noMatches: try await Self.playNoMatches(on: pattern)
    case .failedLoadThenRetry:
      try await Outcome(of: CitiesListStory.failedLoadThenRetry.drive(pattern))
    case .failedSearch: try await Self.playFailedSearch(on: pattern)
    case .failedAdd: try await Self.playFailedAdd(on: pattern)
    case .cancelSearch: try await Self.playCancelSearch(on: pattern)
    case .blankRegion: try await Outcome(of: CitiesListStory.blankRegion.drive(pattern))
    case .failedWeatherKeepsTitle: try await Self.playFailedWeatherKeepsTitle(on: pattern)
    case .blankName: try await Self.playBlankName(on: pattern)
    case .refusedSearch: try await Self.playRefusedSearch(on: pattern)
    case .sortByName: try await Self.playSortByName(on: pattern)
    case .undoDelete: try await Self.playUndoDelete(on: pattern)
    case .renameFromWeather: try await Self.playRenameFromWeather(on: pattern)
    }
  }
}
