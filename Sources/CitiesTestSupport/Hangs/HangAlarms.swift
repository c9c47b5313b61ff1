import Foundation

/// The alarms of every running test, watched by one thread of its own: outside the cooperative
/// pool, which a busy test can hold, so an alarm rings whatever the tests are doing.
final class HangAlarms: @unchecked Sendable {
  /// The one watcher of the test process.
  static let shared = HangAlarms()

  private struct Alarm {
    let deadline: ContinuousClock.Instant
    let testName: String
    let limit: Duration
  }

  private let condition = NSCondition()
  // Only ever touched while `condition` is locked.
  private var alarms: [Int: Alarm] = [:]
  private var nextID = 0

  private init() {
    let watcher = Thread { [unowned self] in watch() }
    watcher.name = "HangAlarms"
    watcher.start()
  }

  /// Sets an alarm that rings after `delay` unless cancelled first; returns its id.
  func set(after delay: Duration, naming testName: String, limit: Duration) -> Int {
    condition.withLock {
      nextID += 1
      alarms[nextID] = Alarm(deadline: .now + delay, testName: testName, limit: limit)
      condition.signal()
      return nextID
    }
  }

  /// Cancels an alarm that has not rung.
  func cancel(_ id: Int) {
    condition.withLock { _ = alarms.removeValue(forKey: id) }
  }

  private func watch() {
    condition.lock()
    while true {
      let now = ContinuousClock.now
      if let rung = alarms.values.first(where: { $0.deadline <= now }) { ring(rung) }
      guard let next = alarms.values.map(\.deadline).min() else {
        condition.wait()
        continue
      }
      let seconds =
        Double((next - now).components.attoseconds) / 1e18
        + Double((next - now).components.seconds)
      _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
    }
  }

  // Ends the process at once: a hung task cannot be stopped, and waiting for it is the hang.
  private func ring(_ alarm: Alarm) -> Never {
    let message = """

      HANG: the test \(alarm.testName) is still running \(HangWatchdog.grace) after its time \
      limit of \(alarm.limit); something it waits for ignores cancellation. The test run ends \
      here, red.

      """
    FileHandle.standardError.write(Data(message.utf8))
    endProcessesBelow()
    exit(EXIT_FAILURE)
  }

  // An exit test's child runs test code of its own, which may be what hangs, and would run on
  // once its parent is gone. The processes this one started end with it; the ones it can wait
  // for (its children) are reaped, so they are gone before it is.
  private func endProcessesBelow() {
    let processes = ProcessTree.descendants(of: getpid())
    for process in processes { kill(process, SIGKILL) }
    for process in processes { waitpid(process, nil, 0) }
  }
}
