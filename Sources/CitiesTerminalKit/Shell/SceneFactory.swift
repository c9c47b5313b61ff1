/// A pattern's navigation as the shell drives it: the app's router, coordinator or navigator,
/// which also builds each scene the pattern shows, with the pattern's configurator or assembler.
@MainActor
public protocol SceneFactory: SceneNavigation {
  /// Builds a scene: its terminal view and the pattern's objects behind it, wired to this
  /// navigation and to the trace.
  func makeScene(for destination: SceneDestination) -> TerminalView
}
