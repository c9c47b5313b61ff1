import Testing

/// Expects the object to be released by the time the test ends; a factory such as `makeSUT()`
/// calls it for every presenter, interactor, view model or store it builds.
///
/// The check itself runs in the `.checksReleases` trait, after the test and its suite instance
/// are gone. Without that trait there is nothing to check with, and this records an issue rather
/// than pass in silence.
@MainActor
public func expectReleasedAfterTest(
  _ object: AnyObject, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let tracker = CurrentReleaseTracker.value else {
    Issue.record(
      "Nothing checks releases here: give the suite the `.checksReleases` trait.",
      sourceLocation: sourceLocation)
    return
  }
  tracker.track(object, sourceLocation: sourceLocation)
}
