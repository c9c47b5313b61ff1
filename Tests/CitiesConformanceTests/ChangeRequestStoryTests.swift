import CitiesPatternList
import CitiesTestSupport
import Testing

@Suite(
  "Conformance: the change requests, in every pattern", .timeLimit(.minutes(1)),
  .endsRunWhenHung, .checksReleases)
struct ChangeRequestStoryTests {
  @Test(
    "23. Sorting by name orders the rows and names the order, and the list keeps it as it reloads",
    .tags(.l11, .l13), arguments: PatternKind.allCases)
  func sortByName(pattern: PatternKind) async throws {
    let outcome = try await Story.sortByName.play(on: pattern)

    #expect(outcome.cities.title == "Saved cities (3), by name")
    #expect(outcome.cities.state == .rows([berlinRow(), bernRow(), londonRow()]))
    #expect(outcome.saved == [london(), berlin(), bern()])
  }

  @Test(
    "24. Undo puts a deleted city back at its place in the saved order, whatever order shows",
    .tags(.l15), arguments: PatternKind.allCases)
  func undoDelete(pattern: PatternKind) async throws {
    let outcome = try await Story.undoDelete.play(on: pattern)

    #expect(outcome.saved == [london(), berlin(), bern()])
    #expect(outcome.cities.state == .rows([berlinRow(), bernRow(), londonRow()]))
    #expect(outcome.cities.alerts.isEmpty)
  }

  @Test(
    "25. A rename on the weather shows the trimmed name as its title and saves it in its place",
    .tags(.w7), arguments: PatternKind.allCases)
  func renameFromWeather(pattern: PatternKind) async throws {
    let outcome = try await Story.renameFromWeather.play(on: pattern)

    #expect(outcome.weather.title == "Londres")
    #expect(outcome.saved.map(\.name) == ["Berlin", "Londres"])
    #expect(outcome.weather.alerts.isEmpty)
  }
}
