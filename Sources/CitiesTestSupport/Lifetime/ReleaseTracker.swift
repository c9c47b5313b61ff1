import Testing

/// Where the tracker of the test running now lives; `ReleaseCheck` installs one per test.
enum CurrentReleaseTracker {
  @TaskLocal static var value: ReleaseTracker?
}

/// The objects one test expects to be released by its end, held weakly.
@MainActor
final class ReleaseTracker {
  private struct Entry {
    weak var object: AnyObject?
    let typeName: String
    let sourceLocation: SourceLocation
  }

  private var entries: [Entry] = []

  nonisolated init() {}

  func track(_ object: AnyObject, sourceLocation: SourceLocation) {
    entries.append(
      Entry(
        object: object, typeName: String(describing: type(of: object)),
        sourceLocation: sourceLocation))
  }

  func recordSurvivors() {
    for entry in entries where entry.object != nil {
      Issue.record(
        "\(entry.typeName) is still alive after the test ended: something holds it in a cycle.",
        sourceLocation: entry.sourceLocation)
    }
  }
}
