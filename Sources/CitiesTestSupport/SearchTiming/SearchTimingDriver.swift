/// Plays the view of one pattern's search scene for the shared timing cases: it passes each change
/// of the search text on, as that pattern's view does, and reports what the scene showed.
///
/// Each pattern's test target has a small driver of its own; `SearchTimingCase.play(on:)` does the
/// rest.
@MainActor
public protocol SearchTimingDriver: AnyObject {
  /// The text in the search field becomes `text`; returns once the search it starts has ended or
  /// been superseded.
  func changeSearchText(_ text: String) async

  /// Every state the search showed since it appeared, oldest first, leaving out the one it
  /// appeared with.
  var shownScreens: [SearchScreen] { get }
}
