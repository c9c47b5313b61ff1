/// A clock whose sleeps end at once, so `compare` runs each search without waiting out the
/// debounce: a script types whole words, never keystrokes, so there is nothing to wait for.
struct InstantClock: Clock {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    func duration(to other: Instant) -> Duration { other.offset - offset }

    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  var now: Instant { Instant(offset: .zero) }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
  }
}
