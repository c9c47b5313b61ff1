import CitiesDomain

/// One thing that happens in a timing case: the user types, the clock moves, the service answers.
public enum SearchTimingStep: Sendable {
  /// The text in the search field becomes `text`. A text long enough to search starts its pause
  /// in the background, and the step ends once that pause has begun; a shorter one is handled at
  /// once.
  case type(String)
  /// The clock moves on by this many milliseconds, waking any search whose pause has ended.
  case wait(milliseconds: Int)
  /// The clock moves on 300 ms, ending the pause of the text typed just before, and the user types
  /// `text` before the woken search has had a chance to send its request.
  case typeAsThePauseEnds(String)
  /// The search waiting now is still in its pause: nothing has been sent yet.
  case expectStillPausing
  /// Waits until this many requests have gone out, with their answers held.
  case waitForRequests(Int)
  /// The service answers the held request for `text` with these cities.
  case answer(String, with: [City])
}
