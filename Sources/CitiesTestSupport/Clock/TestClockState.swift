/// The mutable heart of `TestClock`, kept behind its mutex; every method runs under the lock and
/// returns the continuations to resume once the lock is released.
struct TestClockState: Sendable {
  private struct Sleeper {
    let id: Int
    let deadline: TestClock.Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct SleepersWaiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private(set) var now = TestClock.Instant(offset: .zero)
  private var nextID = 0
  private var sleepers: [Sleeper] = []
  private var cancelledIDs: Set<Int> = []
  private var waiters: [SleepersWaiter] = []

  var sleeperCount: Int { sleepers.count }

  mutating func makeSleeperID() -> Int {
    nextID += 1
    return nextID
  }

  mutating func addSleeper(
    id: Int, deadline: TestClock.Instant, continuation: CheckedContinuation<Void, any Error>
  ) -> Wakeups? {
    if cancelledIDs.remove(id) != nil {
      return Wakeups(failed: [continuation])
    }
    if deadline <= now {
      return Wakeups(woken: [continuation])
    }
    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
    return releaseWaiters()
  }

  mutating func cancelSleeper(id: Int) -> Wakeups {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
      cancelledIDs.insert(id)
      return Wakeups()
    }
    return Wakeups(failed: [sleepers.remove(at: index).continuation])
  }

  mutating func advance(by duration: Duration) -> Wakeups {
    now = now.advanced(by: duration)
    let due = sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
    sleepers.removeAll { $0.deadline <= now }
    return Wakeups(woken: due.map(\.continuation))
  }

  mutating func waitForSleepers(
    count: Int, continuation: CheckedContinuation<Void, Never>
  ) -> CheckedContinuation<Void, Never>? {
    if sleepers.count >= count { return continuation }
    waiters.append(SleepersWaiter(count: count, continuation: continuation))
    return nil
  }

  private mutating func releaseWaiters() -> Wakeups {
    let ready = waiters.filter { $0.count <= sleepers.count }
    waiters.removeAll { $0.count <= sleepers.count }
    return Wakeups(waiters: ready.map(\.continuation))
  }
}
