/// The part every pattern's shell shares: it drives the scenes its factory builds through one
/// `SceneFlow`, and reports the scene on screen.
///
/// Each pattern's shell is a final subclass that only builds its scene factory. The class is
/// public, because those shells are, but not `open`: no other module can add a shell of its own.
@MainActor
public class SceneFlowShell: FeatureShell {
  public let patternName: String
  private let flow: SceneFlow

  /// Makes the shell of a pattern, whose factory's navigation writes to `navigation`.
  init(patternName: String, navigation: PendingNavigation, factory: any SceneFactory) {
    self.patternName = patternName
    flow = SceneFlow(navigation: navigation, factory: factory)
  }

  public var screen: Screen { flow.screen }

  /// The objects of the scene on screen, for checking that they go away when it does.
  var sceneObjects: [AnyObject] { flow.sceneObjects }

  public func start() async {
    await flow.start()
  }

  public func perform(_ action: FeatureAction) async {
    await flow.perform(action)
  }
}
