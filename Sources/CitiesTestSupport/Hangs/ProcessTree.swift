import Foundation

/// The processes below a process in the system's process table, such as the children exit tests
/// start: what a hung run ends along with itself, so that none of them is left running.
///
/// Linux lists every process under `/proc`; where there is no `/proc` (macOS), `/bin/ps` does.
enum ProcessTree {
  /// What the table says of one process: whether it runs, and which process started it.
  struct Entry {
    /// The process.
    let id: pid_t
    /// The process that started it (or adopted it when that one ended).
    let parent: pid_t
    /// Whether it has ended and only waits to be reaped (a zombie).
    let hasEnded: Bool
  }

  /// Every process below `root`: its children, theirs, and so on, each after its parent.
  static func descendants(of root: pid_t) -> [pid_t] {
    let entries = allEntries()
    var found: [pid_t] = []
    var parents: Set<pid_t> = [root]
    while !parents.isEmpty {
      let children = entries.filter { parents.contains($0.parent) && !found.contains($0.id) }
      found += children.map(\.id)
      parents = Set(children.map(\.id))
    }
    return found
  }

  /// Whether the process runs: one that has ended, reaped or not, does not.
  static func isRunning(_ id: pid_t) -> Bool {
    let entry =
      hasProcFileSystem
      ? procEntry(id) : psEntries(["-p", "\(id)"]).first
    return entry.map { !$0.hasEnded } ?? false
  }

  private static var hasProcFileSystem: Bool {
    FileManager.default.fileExists(atPath: "/proc/self")
  }

  private static func allEntries() -> [Entry] {
    guard hasProcFileSystem else { return psEntries(["-A"]) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(pid_t.init).compactMap(procEntry)
  }

  // `/proc/ID/stat` reads `ID (name) STATE PARENT …`; the name may hold spaces and parentheses,
  // so the fields are counted from the last closing parenthesis.
  private static func procEntry(_ id: pid_t) -> Entry? {
    guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
    guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else {
      return nil
    }
    return Entry(id: id, parent: parent, hasEnded: state == "Z" || state == "X")
  }

  /// The processes `ps` lists with `selection` (`-A`, or `-p ID`).
  ///
  /// Its columns are the process, its parent and its state (`Z` once ended), each an `-o` of its
  /// own, as POSIX reads what follows a `=` as the column's title, commas included.
  static func psEntries(_ selection: [String]) -> [Entry] {
    let ps = Process()
    ps.executableURL = URL(filePath: "/bin/ps")
    ps.arguments = selection + ["-o", "pid=", "-o", "ppid=", "-o", "stat="]
    let output = Pipe()
    ps.standardOutput = output
    guard (try? ps.run()) != nil else { return [] }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ps.waitUntilExit()
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count > 2, let id = pid_t(fields[0]), let parent = pid_t(fields[1]) else {
        return nil
      }
      return Entry(id: id, parent: parent, hasEnded: fields[2].hasPrefix("Z"))
    }
  }
}
