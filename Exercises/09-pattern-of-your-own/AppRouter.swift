// Made by scripts/kata.py from Sources/CitiesVIPER/Shared/AppRouter.swift.

/// What every VIPER router of the feature shares: a link to the app's navigator, which each
/// scene's router asks for the screens its wireframe names.
///
/// The link is weak: the navigator owns the scene on screen, and with it the presenter that owns
/// the router.
@MainActor
public class AppRouter {
  /// The app's navigator; `nil` once the app let go of it.
  weak var navigator: (any AppNavigator)?

  /// Makes a router that asks the navigator to change screens.
  public init(navigator: any AppNavigator) {
    self.navigator = navigator
  }
}
