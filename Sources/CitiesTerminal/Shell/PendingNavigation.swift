/// Where the app's routers, coordinators and navigators write the scene change they were asked
/// for, so that the shell applies it once the user's intent has returned.
///
/// Changing scenes in the middle of an intent would release the presenter, interactor or view
/// model that is still running it; deferring the change lets the intent finish first.
@MainActor
final class PendingNavigation {
  private var destination: SceneDestination?

  /// Asks for a scene change; a later request in the same intent replaces an earlier one.
  func request(_ destination: SceneDestination) {
    self.destination = destination
  }

  /// Returns the change asked for, if any, and forgets it.
  func take() -> SceneDestination? {
    defer { destination = nil }
    return destination
  }
}
