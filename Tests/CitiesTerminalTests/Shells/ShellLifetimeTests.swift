import CitiesDomain
import CitiesTestSupport
import Testing

// The scene's objects are internal to the shells; reading them is the only reason for @testable.
@testable import CitiesTerminal

@MainActor
@Suite("Each shell lets go of a scene when it leaves it", .timeLimit(.minutes(1)))
struct ShellLifetimeTests {
  @Test(
    "Leaving a scene releases its view, decorators and pattern objects",
    arguments: ShellKind.allCases, leavingActions())
  func leavingReleasesScene(kind: ShellKind, leaving: LeavingAction) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()
    for action in leaving.arrange { await shell.perform(action) }
    let scene = sceneObjects(of: shell).map(WeakReference.init)

    await shell.perform(leaving.act)

    #expect(!scene.isEmpty)
    #expect(scene.allSatisfy { $0.object == nil })
  }
}

/// Actions that bring a shell to a scene, and the action that leaves it.
struct LeavingAction: Sendable, CustomTestStringConvertible {
  let arrange: [FeatureAction]
  let act: FeatureAction
  let testDescription: String
}

private func leavingActions() -> [LeavingAction] {
  [
    LeavingAction(arrange: [], act: .add(query: "ber"), testDescription: "list for search"),
    LeavingAction(arrange: [], act: .open(number: 1), testDescription: "list for weather"),
    LeavingAction(arrange: [.add(query: "lon")], act: .back, testDescription: "search by back"),
    LeavingAction(
      arrange: [.add(query: "lon")], act: .pick(number: 1), testDescription: "search by pick"),
    LeavingAction(arrange: [.open(number: 1)], act: .back, testDescription: "weather by back"),
  ]
}

private struct WeakReference {
  weak var object: AnyObject?
}

// Every pattern's shell is a `SceneFlowShell`; any other shell has no scene to check.
@MainActor
private func sceneObjects(of shell: any FeatureShell) -> [AnyObject] {
  (shell as? SceneFlowShell)?.sceneObjects ?? []
}
