/// The scene on screen, with the objects that must live exactly as long as it does.
///
/// The patterns hold views, coordinators and navigators weakly, so the decorators that stand in
/// for them are held here; letting go of a `LiveScene` releases the whole scene.
@MainActor
struct LiveScene {
  /// The terminal view, which owns the rest of its scene.
  let view: any TerminalScene
  /// Decorators that the scene itself holds only weakly.
  let decorators: [AnyObject]
  /// The pattern's objects behind the view (presenter, interactor, view model), which the view
  /// owns already; listed so that a test can check they go away with the scene.
  let parts: [AnyObject]

  /// Every object of the scene, for checking that none outlives it.
  var objects: [AnyObject] { [view] + decorators + parts }
}
