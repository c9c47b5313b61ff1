/// The cities feature as the terminal session drives it, built on one presentation pattern.
///
/// Each pattern has its own shell (MVP, VIP, MVVM): it builds the pattern's scenes with their
/// configurators, implements their views and navigation, and reports what they show as a `Screen`.
/// The session never knows which pattern runs behind it.
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
