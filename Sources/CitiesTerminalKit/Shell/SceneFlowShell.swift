import CitiesPatternList

/// Every pattern's shell, so that no two differ in which action a scene accepts or when a scene
/// changes: it turns actions into user events and shows the scene navigation asked for.
@MainActor
public final class SceneFlowShell: FeatureShell {
  public let patternName: String
  private let factory: any SceneFactory
  /// The scene on screen, which owns every object behind it, so letting go of it releases them.
  private(set) var scene: TerminalView?

  /// Makes the shell of a pattern whose scenes `factory` builds; it shows nothing until started.
  public init(pattern: PatternKind, factory: any SceneFactory) {
    (patternName, self.factory) = (pattern.displayName, factory)
  }

  /// What the scene on screen shows; the list, still loading, before `start()`.
  public var screen: Screen { scene?.screen ?? .savedCities() }

  /// Shows the saved list, as on launch.
  public func start() async {
    await show(.savedCities)
  }

  /// Does one action on the scene on screen (starting first if need be); an action that does not
  /// apply to that scene does nothing.
  public func perform(_ action: FeatureAction) async {
    if scene == nil { await start() }
    await scene?.dismissAlert()
    switch (action, screen.scene) {
    case (.showList, .cities): await scene?.appear()
    case (.showList, _), (.back, _): await send(.backTapped)
    case (.add(let query), _): await search(for: query)
    case (.search(let text), .addCity): await send(.textChanged(text))
    case (.pick(let number), .addCity), (.open(let number), .cities):
      await send(.rowChosen(number - 1))
    case (.delete(let number), .cities): await send(.deleteTapped(number - 1))
    case (.retry, _) where screen.canRetry: await send(.retryTapped)
    default: return
    }
  }

  // From the weather, the way to the search goes back through the list, as a user's would.
  private func search(for query: String) async {
    if screen.scene == .cityWeather { await send(.backTapped) }
    if screen.scene == .cities { await send(.addTapped) }
    guard screen.scene == .addCity else { return }
    await send(.textChanged(query))
  }

  private func send(_ event: SceneEvent) async {
    await scene?.handle(event)
    await showRequestedScene()
  }

  // The old scene is let go before the new one is built, as a screen is replaced.
  private func show(_ destination: SceneDestination) async {
    scene = nil
    let next = factory.makeScene(for: destination)
    scene = next
    await next.appear()
    await showRequestedScene()
  }

  // Navigation only notes where to go; changing scenes in the middle of an intent would release
  // the presenter, interactor or view model still running it.
  private func showRequestedScene() async {
    guard let destination = factory.requestedScene else { return }
    factory.requestedScene = nil
    await show(destination)
  }
}
