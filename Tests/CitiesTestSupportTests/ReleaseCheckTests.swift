import CitiesTestSupport
import Testing

@MainActor
@Suite("Release check", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct ReleaseCheckTests {
  private let heldBySuite = Owner()

  init() {
    expectReleasedAfterTest(heldBySuite)
  }

  @Test("An object the suite instance holds is released with it, after the test")
  func suiteInstanceIsGoneBeforeTheCheck() {
    #expect(heldBySuite.owned == nil)
  }

  @Test("An object that outlives its test is reported where it was registered")
  func survivorIsReported() async throws {
    let test = try #require(Test.current)

    try await withKnownIssue {
      try await ReleaseCheck.checksReleases.provideScope(for: test, testCase: nil) {
        await registerCycle()
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Owner is still alive after the test ended") }
    }
  }

  @Test("An object released by the end of its test passes the check")
  func releasedObjectPasses() async throws {
    let test = try #require(Test.current)

    try await ReleaseCheck.checksReleases.provideScope(for: test, testCase: nil) {
      await MainActor.run { expectReleasedAfterTest(Owner()) }
    }
  }
}

@MainActor
@Suite("Release check without its trait", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ReleaseCheckWithoutTraitTests {
  @Test("Registering an object where no release check runs is an issue, never a silent pass")
  func missingTraitIsReported() {
    withKnownIssue {
      expectReleasedAfterTest(Owner())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("give the suite the `.checksReleases` trait") }
    }
  }
}

@MainActor
private func registerCycle() {
  let owner = Owner()
  owner.owned = owner
  expectReleasedAfterTest(owner)
}

@MainActor
private final class Owner {
  var owned: Owner?
}
