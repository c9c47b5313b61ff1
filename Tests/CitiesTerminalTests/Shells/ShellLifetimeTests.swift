import CitiesDomain
import CitiesPatternList
import CitiesTestSupport
import Testing

// The scene on screen is internal to the shell; reading it is the only reason for @testable.
@testable import CitiesApp
@testable import CitiesTerminalKit

@MainActor
@Suite("Each shell lets go of a scene when it leaves it", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ShellLifetimeTests {
  @Test(
    "Leaving a scene releases its view and the pattern's objects behind it",
    arguments: PatternKind.allCases, leavingActions())
  func leavingReleasesScene(kind: PatternKind, leaving: LeavingAction) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()
    for action in leaving.arrange { await shell.perform(action) }
    let scene = sceneObjects(of: shell).map(WeakReference.init)

    await shell.perform(leaving.act)

    #expect(scene.count > 1)
    #expect(scene.allSatisfy { $0.object == nil })
  }
}

/// Actions that bring a shell to a scene, and the action that leaves it.
struct LeavingAction: Sendable, CustomTestStringConvertible {
  let arrange: [Command]
  let act: Command
  let testDescription: String
}

private func leavingActions() -> [LeavingAction] {
  [
    LeavingAction(arrange: [], act: .add(text: "ber"), testDescription: "list for search"),
    LeavingAction(arrange: [], act: .open(row: 0), testDescription: "list for weather"),
    LeavingAction(arrange: [.add(text: "lon")], act: .back, testDescription: "search by back"),
    LeavingAction(
      arrange: [.add(text: "lon")], act: .pick(row: 0), testDescription: "search by pick"),
    LeavingAction(arrange: [.open(row: 0)], act: .back, testDescription: "weather by back"),
  ]
}

private struct WeakReference {
  weak var object: AnyObject?
}

// The scene on screen and the objects it owns, found among the view's stored properties (a
// presenter, an interactor and a router, a view model, a store). The navigation they ask to move
// is the shell's, one for every scene, so it outlives each: it is no object of the scene.
@MainActor
private func sceneObjects(of shell: any FeatureShell) -> [AnyObject] {
  guard let view = (shell as? SceneFlowShell)?.scene else { return [] }
  var objects: [AnyObject] = [view]
  var mirror: Mirror? = Mirror(reflecting: view)
  while let current = mirror {
    objects += current.children.compactMap { object(in: $0.value) }.filter {
      !($0 is SceneNavigation)
    }
    mirror = current.superclassMirror
  }
  return objects
}

private func object(in value: Any) -> AnyObject? {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    return mirror.children.first.flatMap { object(in: $0.value) }
  }
  return mirror.displayStyle == .class ? value as AnyObject : nil
}
