/// A clock whose sleeps end at once (a cancelled task still stops), so a script or `compare`,
/// which types whole words, never keystrokes, does not wait out the search's pause.
///
/// Its time is the continuous clock's; only its sleeps differ.
public struct InstantClock: Clock {
  public init() {}

  public var now: ContinuousClock.Instant { .now }

  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration? = nil)
    async throws
  {
    try Task.checkCancellation()
  }
}
