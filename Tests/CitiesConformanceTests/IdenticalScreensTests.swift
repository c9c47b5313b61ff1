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
      let outcome = try await story.play(on: pattern)
      #expect(outcome == mvp, "\(pattern.testDescription) differs from MVP")
    }
  }
}
