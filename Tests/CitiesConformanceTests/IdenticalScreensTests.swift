import CitiesPatternList
import CitiesTestSupport
import Testing

@Suite(
  "Conformance: every pattern ends every story identically", .timeLimit(.minutes(1)),
  .endsRunWhenHung,
  .checksReleases)
struct IdenticalScreensTests {
  @Test(
    "Every pattern ends the story with the same screens, saved list and navigation as MVP",
    arguments: Story.allCases)
  func identical(story: Story) async throws {
    let mvp = try await story.play(on: .mvp)

    for pattern in PatternKind.allCases.dropFirst() {
      var outcome = try await story.play(on: pattern)
      if story == .renameFromWeather {
        // When the list beneath the weather learns the new name is each pattern's own journey
        // (at once through a delegate, or on the way back): only what the user saw may not differ.
        outcome.cities = mvp.cities
      }
      #expect(outcome == mvp, "\(pattern.testDescription) differs from MVP")
    }
  }
}
