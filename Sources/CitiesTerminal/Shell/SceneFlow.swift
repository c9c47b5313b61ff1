/// The part of every shell that does not depend on the pattern: it turns the session's actions
/// into user events for the scene on screen, and applies the navigation those events ask for.
///
/// Sharing it means the three shells cannot differ in which action a scene accepts or in when a
/// scene changes; only the scenes that each pattern's `SceneFactory` builds differ.
@MainActor
final class SceneFlow {
  private let navigation: PendingNavigation
  private let factory: any SceneFactory
  private var current: LiveScene?

  /// Makes the flow of a pattern's scenes, whose navigation writes to `navigation`.
  init(navigation: PendingNavigation, factory: any SceneFactory) {
    self.navigation = navigation
    self.factory = factory
  }

  /// What the scene on screen shows; the list, still loading, before `start()`.
  var screen: Screen { current?.view.screen ?? .savedCities() }

  /// The objects of the scene on screen, for checking that they go away when it does.
  var sceneObjects: [AnyObject] { current?.objects ?? [] }

  /// Shows the saved list, as on launch.
  func start() async {
    await show(.savedCities)
  }

  /// Does one action on the scene on screen (starting first if need be); an action that does not
  /// apply to that scene does nothing.
  func perform(_ action: FeatureAction) async {
    if current == nil { await start() }
    await current?.view.dismissAlert()
    switch (action, screen.scene) {
    case (.showList, .cities): await current?.view.appear()
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
    await current?.view.handle(event)
    if let destination = navigation.take() { await show(destination) }
  }

  // The old scene is let go before the new one is built, as a screen is replaced.
  private func show(_ destination: SceneDestination) async {
    current = nil
    let scene = factory.makeScene(for: destination)
    current = scene
    await scene.view.appear()
    if let next = navigation.take() { await show(next) }
  }
}
