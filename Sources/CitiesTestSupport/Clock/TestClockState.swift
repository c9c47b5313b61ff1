/// The mutable heart of `TestClock`, kept behind its mutex; every method runs under the lock and
/// returns the continuations to resume once the lock is released.
struct TestClockState: Sendable {
  /// What a waiting test waits for.
  enum Awaited: Sendable {
    /// At least this many tasks asleep at once.
    case sleepers(Int)
    /// At least this many sleeps begun since the clock was made.
    case sleepsBegun(Int)
  }

  private struct Sleeper: Identifiable {
    let id: Int
    let deadline: TestClock.Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter: Identifiable {
    let id: Int
    let awaited: Awaited
    let continuation: CheckedContinuation<Void, Never>
  }

  private(set) var now = TestClock.Instant(offset: .zero)
  private var nextID = 0
  private var sleepsBegun = 0
  private var sleepers: [Sleeper] = []
  private var cancelledIDs: Set<Int> = []
  private var waiters: [Waiter] = []

  var sleeperCount: Int { sleepers.count }

  mutating func makeID() -> Int {
    nextID += 1
    return nextID
  }

  mutating func addSleeper(
    id: Int, deadline: TestClock.Instant, continuation: CheckedContinuation<Void, any Error>
  ) -> Wakeups {
    sleepsBegun += 1
    if cancelledIDs.remove(id) != nil {
      return releaseWaiters().adding(failed: continuation)
    }
    if deadline <= now {
      return releaseWaiters().adding(woken: continuation)
    }
    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
    return releaseWaiters()
  }

  mutating func cancelSleeper(id: Int) -> Wakeups {
    guard let sleeper = removeOrRememberCancelled(id: id, from: \.sleepers) else {
      return Wakeups()
    }
    return Wakeups(failed: [sleeper.continuation])
  }

  mutating func advance(by duration: Duration) -> Wakeups {
    now = now.advanced(by: duration)
    let due = sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
    sleepers.removeAll { $0.deadline <= now }
    return Wakeups(woken: due.map(\.continuation))
  }

  mutating func wait(
    id: Int, for awaited: Awaited, continuation: CheckedContinuation<Void, Never>
  ) -> Wakeups {
    if cancelledIDs.remove(id) != nil || isReached(awaited) {
      return Wakeups(waiters: [continuation])
    }
    waiters.append(Waiter(id: id, awaited: awaited, continuation: continuation))
    return Wakeups()
  }

  // A waiter whose task is cancelled stops waiting at once, so a time limit can end its test.
  mutating func cancelWaiter(id: Int) -> Wakeups {
    guard let waiter = removeOrRememberCancelled(id: id, from: \.waiters) else { return Wakeups() }
    return Wakeups(waiters: [waiter.continuation])
  }

  // A task can be cancelled before its sleep or wait is added; its id is kept, so the add that
  // follows is refused at once instead of waiting for ever.
  private mutating func removeOrRememberCancelled<Entry: Identifiable<Int>>(
    id: Int, from entries: WritableKeyPath<Self, [Entry]>
  ) -> Entry? {
    guard let index = self[keyPath: entries].firstIndex(where: { $0.id == id }) else {
      cancelledIDs.insert(id)
      return nil
    }
    return self[keyPath: entries].remove(at: index)
  }

  private func isReached(_ awaited: Awaited) -> Bool {
    switch awaited {
    case .sleepers(let count): sleepers.count >= count
    case .sleepsBegun(let count): sleepsBegun >= count
    }
  }

  private mutating func releaseWaiters() -> Wakeups {
    let ready = waiters.filter { isReached($0.awaited) }
    waiters = waiters.filter { !isReached($0.awaited) }
    return Wakeups(waiters: ready.map(\.continuation))
  }
}
