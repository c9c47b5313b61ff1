import CitiesVIPER

/// The app's navigator for every VIPER module: it notes where a router asks to go, in the words
/// the base class already has.
final class VIPERTerminalNavigator: SceneNavigation, AppNavigator {}
