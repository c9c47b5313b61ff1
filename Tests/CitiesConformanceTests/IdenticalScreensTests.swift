import Testing

@Suite(
  "Conformance: MVP, VIP and MVVM end every story identically", .timeLimit(.minutes(1)),
  .checksReleases)
struct IdenticalScreensTests {
  @Test(
    "The three patterns end the story with the same screens, saved list and navigation",
    arguments: Story.allCases)
  func identical(story: Story) async throws {
    let mvp = try await story.play(on: .mvp)
    let vip = try await story.play(on: .vip)
    let mvvm = try await story.play(on: .mvvm)

    #expect(vip == mvp, "VIP differs from MVP")
    #expect(mvvm == mvp, "MVVM differs from MVP")
  }
}
