/// A clock whose sleeps end at once (a cancelled task still stops), so a script or `compare`,
/// which types whole words, never keystrokes, does not wait out the search's pause.
public struct InstantClock: Clock {
  /// A moment on this clock, which never moves.
  public struct Instant: InstantProtocol {
    /// The time since the start; always zero on the clock itself.
    public var offset: Duration

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    public func duration(to other: Instant) -> Duration { other.offset - offset }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// Makes the clock.
  public init() {}

  public var now: Instant { Instant(offset: .zero) }

  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
  }
}
