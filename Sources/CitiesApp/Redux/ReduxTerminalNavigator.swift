/// The app's navigator for every Redux scene: a view asks it for the scene its state names, in
/// the words the base class already has.
final class ReduxTerminalNavigator: SceneNavigation {}
