import CitiesPatternList
import CitiesTerminalKit

/// Every pattern's shell, so that no two differ in which command a scene accepts or when a scene
/// changes: it passes commands to the scene on screen and shows the scene navigation asked for.
@MainActor
final class SceneFlowShell: FeatureShell {
  let patternName: String
  // The pattern's composer, on its wiring, and the navigation its scenes ask to move.
  private let makeScene: (SceneDestination) -> TerminalView
  private let navigation: SceneNavigation
  /// The scene on screen, which owns every object behind it, so letting go of it releases them.
  private(set) var scene: TerminalView?

  /// Makes the shell of a pattern whose scenes `composer` builds on the use cases, wired in the
  /// pattern's roles; it shows nothing until started.
  init<Composer: SceneComposer>(
    pattern: PatternKind, composer: Composer.Type, dependencies: FeatureDependencies
  ) {
    patternName = pattern.displayName
    let wiring = Composer.Wiring(on: dependencies, pattern: pattern)
    makeScene = { Composer.makeScene(for: $0, wiring) }
    navigation = wiring.navigation
  }

  var screen: Screen { scene?.screen ?? .savedCities() }

  func start() async {
    await show(.savedCities)
  }

  // A scene ignores a command that is not its own.
  func perform(_ command: Command) async {
    if scene == nil { await start() }
    await scene?.dismissAlert()
    switch (command, screen.scene) {
    case (.list, .cities): await scene?.appear()
    case (.list, _): await send(.back)
    case (.add(let text), _): await search(for: text)
    case (.retry, _) where !screen.canRetry: return
    default: await send(command)
    }
  }

  // From the weather, the way to the search goes back through the list, as a user's would.
  private func search(for text: String) async {
    if screen.scene == .cityWeather { await send(.back) }
    if screen.scene == .cities { await send(.add(text: text)) }
    guard screen.scene == .addCity else { return }
    await send(.search(text: text))
  }

  private func send(_ command: Command) async {
    await scene?.handle(command)
    await showRequestedScene()
  }

  // The old scene is let go before the new one is built, as a screen is replaced.
  private func show(_ destination: SceneDestination) async {
    scene = nil
    let next = makeScene(destination)
    scene = next
    await next.appear()
    await showRequestedScene()
  }

  // Navigation only notes where to go; changing scenes in the middle of an intent would release
  // the presenter, interactor, view model or store still running it.
  private func showRequestedScene() async {
    guard let destination = navigation.requestedScene else { return }
    navigation.requestedScene = nil
    await show(destination)
  }
}
