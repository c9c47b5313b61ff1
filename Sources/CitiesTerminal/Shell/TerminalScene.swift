/// One scene as the shell drives it: a pattern's terminal view, whatever sits behind it.
///
/// Each terminal view turns these calls into its pattern's messages (a presenter's, an
/// interactor's, a view model's) and keeps the `Screen` it has been told to show.
@MainActor
protocol TerminalScene: AnyObject {
  /// What the scene shows now.
  var screen: Screen { get }

  /// Makes the scene appear, as a view controller's appearance does; returns once it is shown.
  func appear() async

  /// Passes on what the user did; returns once everything it started has finished.
  func handle(_ event: SceneEvent) async

  /// Takes the alert off the screen once it has been seen.
  func dismissAlert() async
}
