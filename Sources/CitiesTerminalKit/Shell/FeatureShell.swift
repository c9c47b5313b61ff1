/// The cities feature as the terminal session drives it, built on one presentation pattern that
/// the session never knows: it reports what the pattern's scenes show as a `Screen`.
@MainActor
public protocol FeatureShell: AnyObject {
  /// The pattern's short name, as the header shows it: "MVP", "VIP" or "MVVM".
  var patternName: String { get }

  /// What the scene on screen shows now.
  var screen: Screen { get }

  /// Shows the saved list, as on launch; returns once it is on screen.
  func start() async

  /// Does one action and returns once everything it started has finished and is on screen.
  func perform(_ action: FeatureAction) async
}
