/// The cities feature as the terminal session drives it, built on one presentation pattern that
/// the session never knows: it reports what the pattern's scenes show as a `Screen`.
@MainActor
public protocol FeatureShell: AnyObject {
  /// The pattern's name, as the header shows it.
  var patternName: String { get }

  /// What the scene on screen shows now.
  var screen: Screen { get }

  /// Shows the saved list, as on launch; returns once it is on screen.
  func start() async

  /// Passes a command, already checked against the screen, to the scene on screen; returns once
  /// everything it started has finished and is on screen.
  func perform(_ command: Command) async
}
