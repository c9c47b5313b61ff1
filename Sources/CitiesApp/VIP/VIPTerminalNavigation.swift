/// Where VIP's routes end in the terminal, as a navigation controller's show and pop end them on
/// iOS: it keeps the scene a router made and filled, for the shell to show in place of a new one.
final class VIPTerminalNavigation: SceneNavigation {
  private var shownScene: TerminalView?

  /// Keeps the scene, then asks for its destination with `request`.
  func show(_ scene: AnyObject, request: (VIPTerminalNavigation) -> Void) {
    shownScene = scene as? TerminalView
    request(self)
  }

  /// The scene kept for the destination asked for; taken once.
  func takeShownScene() -> TerminalView? {
    defer { shownScene = nil }
    return shownScene
  }
}
