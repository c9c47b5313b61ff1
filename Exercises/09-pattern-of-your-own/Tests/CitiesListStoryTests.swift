// Made by scripts/kata.py from Tests/CitiesConformanceTests/CitiesListStoryTests.swift.

import CitiesTestSupport
import Exercise09Starter
import Testing

@Suite(
  "Conformance: the saved list, in every pattern", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesListStoryTests {
  @Test(
    "1. Saved cities appear after an uncounted loading state, one row each with title and subtitle",
    arguments: PatternKind.allCases)
  func savedCitiesAppear(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.savedCitiesAppear.play(on: pattern)

    #expect(outcome.screensAtReads == [ShownScreen(title: "Saved cities", states: [.loading])])
    #expect(
      outcome.cities
        == ShownScreen(
          title: "Saved cities (2), in the order added",
          states: [.loading, .rows([berlinRow(), londonRow()])]))
    #expect(outcome.saved == [berlin(), london()])
    #expect(outcome.navigation.isEmpty)
  }

  @Test("2. An empty list says that no city is saved yet", arguments: PatternKind.allCases)
  func emptyList(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.emptyList.play(on: pattern)

    let message = "No saved cities yet."
    #expect(
      outcome.cities == ShownScreen(title: "Saved cities", states: [.loading, .empty(message)]))
  }

  @Test(
    "5. Deleting a row removes its city, and the rows make way without a loading state",
    arguments: PatternKind.allCases)
  func deleteCity(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.deleteCity.play(on: pattern)

    #expect(
      outcome.cities
        == ShownScreen(
          title: "Saved cities (1), in the order added",
          states: [.loading, .rows([berlinRow(), londonRow()]), .rows([londonRow()])]
        ))
    #expect(outcome.saved == [london()])
    #expect(outcome.deletedCities == [berlin()], "the store is asked once, for the row's city")
  }

  @Test(
    "22. Deleting a middle row removes that row's city alone, and asks the store once",
    arguments: PatternKind.allCases)
  func deleteMiddleCity(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.deleteMiddleCity.play(on: pattern)

    let before = [berlinRow(), londonRow(), bernRow(), madridRow(), ["Paris", "France"]]
    let after = [berlinRow(), londonRow(), madridRow(), ["Paris", "France"]]
    #expect(
      outcome.cities
        == ShownScreen(
          title: "Saved cities (4), in the order added",
          states: [.loading, .rows(before), .rows(after)]))
    #expect(outcome.deletedCities == [bern()], "Bern, the third row, asked for once")
    #expect(outcome.saved.map(\.name) == ["Berlin", "London", "Madrid", "Paris"])
  }

  @Test(
    "6. A failed delete shows an alert, reads nothing again, and leaves the rows and the list",
    arguments: PatternKind.allCases)
  func failedDelete(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.failedDelete.play(on: pattern)

    #expect(
      outcome.cities
        == ShownScreen(
          title: "Saved cities (2), in the order added",
          states: [.loading, .rows([berlinRow(), londonRow()])],
          alerts: ["Could not delete Berlin: The disk is full."]
        ))
    #expect(outcome.saved == [berlin(), london()])
    #expect(outcome.screensAtReads.count == 1, "one read, as the list appears; none after")
    #expect(outcome.deletedCities == [berlin()], "the store is asked once, and not again")
  }

  @Test("7. Selecting a row opens that city's weather", arguments: PatternKind.allCases)
  func selectCity(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.selectCity.play(on: pattern)

    #expect(outcome.navigation == [.cityWeather(london())])
  }

  @Test(
    "12. A list that fails to load says why, and a retry shows the rows",
    arguments: PatternKind.allCases)
  func failedLoadThenRetry(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.failedLoadThenRetry.play(on: pattern)

    #expect(
      outcome.cities
        == ShownScreen(
          title: "Saved cities (1), in the order added",
          states: [
            .loading,
            .error("Could not load your cities: The file is damaged."),
            .loading,
            .rows([berlinRow()]),
          ]
        ))
  }

  @Test(
    "16. A blank region is left out of the subtitle, like a missing one",
    arguments: PatternKind.allCases)
  func blankRegion(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.blankRegion.play(on: pattern)

    #expect(outcome.cities.state == .rows([["Paris", "France"]]))
  }

  @Test("20. Tapping add opens the search", arguments: PatternKind.allCases)
  func tapAdd(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.tapAdd.play(on: pattern)

    #expect(outcome.navigation == [.addCity])
  }

  @Test(
    "21. A failed return to the list says why, uncounted, and the rows it replaced lead nowhere",
    arguments: PatternKind.allCases)
  func failedReturn(pattern: PatternKind) async throws {
    let outcome = try await CitiesListStory.failedReturn.play(on: pattern)

    let rows = ShownState.rows([berlinRow(), londonRow()])
    let failure = ShownState.error("Could not load your cities: The file is damaged.")
    #expect(
      outcome.cities
        == ShownScreen(title: "Saved cities", states: [.loading, rows, .loading, failure]))
    #expect(
      outcome.screensAtReads == [
        ShownScreen(title: "Saved cities", states: [.loading]),
        ShownScreen(title: "Saved cities", states: [.loading, rows, .loading]),
      ])
    #expect(outcome.navigation.isEmpty)
    #expect(outcome.saved == [berlin(), london()])
  }
}
