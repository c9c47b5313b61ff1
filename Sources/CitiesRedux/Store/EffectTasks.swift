/// The tasks of the effects a store runs, by id, so that a newer effect can replace an older one
/// of the same name; shared by `Store` and the test store.
@MainActor
package final class EffectTasks {
  private struct Running: Sendable {
    let id: EffectID?
    let task: Task<Void, Never>
  }

  /// Told each time an effect's task ends, such as for a test store waiting on its actions.
  package var taskEnded: (@MainActor () -> Void)?
  // By a number of their own, so that a replaced task ending late removes only itself.
  private var running: [Int: Running] = [:]
  private var lastNumber = 0

  package init() {}

  deinit {
    for entry in running.values { entry.task.cancel() }
  }

  package var isEmpty: Bool { running.isEmpty }

  /// Starts the effect's work, each action it sends going to `deliver`; returns the tasks started.
  package func start<Action>(
    _ effect: Effect<Action>, deliver: @escaping @MainActor @Sendable (Action) async -> Void
  ) -> [Task<Void, Never>] {
    var started: [Task<Void, Never>] = []
    for work in effect.works {
      switch work {
      case .cancel(let id): cancel(id)
      case .run(let id, let operation):
        if let id { cancel(id) }
        lastNumber += 1
        let number = lastNumber
        let task = Task { [weak self] in
          await operation(Send(deliver))
          self?.end(number)
        }
        running[number] = Running(id: id, task: task)
        started.append(task)
      }
    }
    return started
  }

  /// Cancels every running effect and returns once all have ended.
  package func cancelAll() async {
    let tasks = running.values.map(\.task)
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
  }

  private func cancel(_ id: EffectID) {
    for (number, entry) in running where entry.id == id {
      entry.task.cancel()
      running[number] = nil
    }
  }

  private func end(_ number: Int) {
    running[number] = nil
    taskEnded?()
  }
}
