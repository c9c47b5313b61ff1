/// A clock on which every sleep ends at once, for running the app's real presenters in tests
/// without waiting out their debounce.
///
/// Unlike `TestClock`, the test does not step it: use it where the timing is not what is tested.
/// A cancelled task still stops with `CancellationError`, as on a real clock.
public struct ImmediateClock: Clock {
  /// A moment on this clock, which never moves.
  public struct Instant: InstantProtocol {
    /// The time since the start; always zero.
    public let offset: Duration

    /// Makes a moment at the given offset.
    public init(offset: Duration = .zero) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    public func duration(to other: Instant) -> Duration { other.offset - offset }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// Makes the clock.
  public init() {}

  public var now: Instant { Instant() }

  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
  }
}
