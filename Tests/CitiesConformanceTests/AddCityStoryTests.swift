import CitiesPatternList
import CitiesTestSupport
import Testing

@Suite(
  "Conformance: the search that adds a city, in every pattern", .timeLimit(.minutes(1)),
  .endsRunWhenHung,
  .checksReleases)
struct AddCityStoryTests {
  private let idle = ShownState.idle("Type a city name to search.")

  @Test(
    "3. Choosing a found city saves it, goes back, and the list shows it",
    arguments: PatternKind.allCases)
  func addCity(pattern: PatternKind) async throws {
    let outcome = try await Story.addCity.play(on: pattern)

    #expect(outcome.saved == [london(), berlin()])
    #expect(outcome.searchedTexts == ["Ber"])
    #expect(outcome.addCity == ShownScreen(states: [idle, .searching, .rows([berlinRow()])]))
    #expect(outcome.navigation == [.addCity, .closedAddCity])
    #expect(
      outcome.cities
        == ShownScreen(
          title: "Saved cities (2), in the order added",
          states: [.loading, .rows([londonRow()]), .loading, .rows([londonRow(), berlinRow()])]
        ))
  }

  @Test(
    "4. Choosing a city saved already shows the duplicate alert, adds nothing, stays",
    arguments: PatternKind.allCases)
  func addDuplicate(pattern: PatternKind) async throws {
    let outcome = try await Story.addDuplicate.play(on: pattern)

    #expect(
      outcome.addCity
        == ShownScreen(
          states: [idle, .searching, .rows([bernRow(), berlinRow()])],
          alerts: ["Berlin is already in your list."]
        ))
    #expect(outcome.saved == [berlin()])
    #expect(outcome.navigation == [.addCity])
  }

  @Test(
    "8. A late answer to an older query never replaces the newer query's results",
    arguments: PatternKind.allCases)
  func staleAnswer(pattern: PatternKind) async throws {
    let outcome = try await Story.staleAnswer.play(on: pattern)

    #expect(outcome.searchedTexts == ["Ber", "Berl"])
    #expect(outcome.addCity == ShownScreen(states: [idle, .searching, .rows([berlinRow()])]))
  }

  @Test("10. One letter asks for another and sends no request", arguments: PatternKind.allCases)
  func shortQuery(pattern: PatternKind) async throws {
    let outcome = try await Story.shortQuery.play(on: pattern)

    #expect(
      outcome.addCity == ShownScreen(states: [idle, .hint("Type at least 2 letters to search.")]))
    #expect(outcome.searchedTexts.isEmpty)
  }

  @Test(
    "11. A search without a match says so, quoting the trimmed query",
    arguments: PatternKind.allCases)
  func noMatches(pattern: PatternKind) async throws {
    let outcome = try await Story.noMatches.play(on: pattern)

    #expect(
      outcome.addCity
        == ShownScreen(states: [idle, .searching, .empty(#"No cities match "Xyz"."#)]))
    #expect(outcome.searchedTexts == ["Xyz"])
  }

  @Test("13. A failed search says why", arguments: PatternKind.allCases)
  func failedSearch(pattern: PatternKind) async throws {
    let outcome = try await Story.failedSearch.play(on: pattern)

    #expect(
      outcome.addCity
        == ShownScreen(states: [idle, .searching, .error("Search failed: The service is down.")]))
  }

  @Test(
    "14. An add that fails otherwise shows why, adds nothing and stays",
    arguments: PatternKind.allCases)
  func failedAdd(pattern: PatternKind) async throws {
    let outcome = try await Story.failedAdd.play(on: pattern)

    #expect(outcome.addCity.alerts == ["Could not add Berlin: The disk is full."])
    #expect(outcome.addCity.state == .rows([berlinRow()]))
    #expect(outcome.saved.isEmpty)
    #expect(outcome.navigation.isEmpty)
  }

  @Test(
    "15. Cancelling the search goes back to the list without adding",
    arguments: PatternKind.allCases)
  func cancelSearch(pattern: PatternKind) async throws {
    let outcome = try await Story.cancelSearch.play(on: pattern)

    #expect(outcome.navigation == [.closedAddCity])
    #expect(outcome.saved.isEmpty)
  }

  @Test(
    "18. Choosing a city with a blank name shows the domain's refusal, adds nothing, stays",
    arguments: PatternKind.allCases)
  func blankName(pattern: PatternKind) async throws {
    let outcome = try await Story.blankName.play(on: pattern)

    #expect(outcome.addCity.alerts == ["A city needs a name."])
    #expect(outcome.saved.isEmpty)
    #expect(outcome.navigation.isEmpty)
  }

  @Test(
    "19. A search the domain refuses as too short shows the hint with its length",
    arguments: PatternKind.allCases)
  func refusedSearch(pattern: PatternKind) async throws {
    let outcome = try await Story.refusedSearch.play(on: pattern)

    #expect(
      outcome.addCity
        == ShownScreen(states: [idle, .searching, .hint("Type at least 3 letters to search.")]))
  }
}
