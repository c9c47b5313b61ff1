import Foundation

/// The copy of the cities package under `.build-mutation/` that the mutants are built into.
///
/// It holds only the mutated targets, the tests that own them and what those need, with warnings allowed (mutated code warns), rewritten with
/// the selected mutants and built once. Files are written only when their bytes change, so a
/// second run of the same selection rebuilds little.
struct ScratchPackage {
  let root: URL
  let scratch: URL
  let targets: [String: PackageTarget]

  /// One target as `swift package dump-package` describes it.
  struct PackageTarget {
    var name: String
    var type: String
    var path: String
    var dependencies: [String]
  }

  init(root: URL) throws {
    self.root = root
    scratch = root.appendingPathComponent(".build-mutation/package")
    let dump = try Shell.output(["swift", "package", "dump-package", "--package-path", root.path])
    guard let json = try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any],
      let list = json["targets"] as? [[String: Any]]
    else { throw RunnerError(message: "cannot read swift package dump-package") }
    var targets: [String: PackageTarget] = [:]
    for entry in list {
      guard let name = entry["name"] as? String, let type = entry["type"] as? String else {
        continue
      }
      let dependencies = (entry["dependencies"] as? [[String: Any]] ?? []).compactMap {
        dependency in
        ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
      }
      let folder = type == "test" ? "Tests" : "Sources"
      let path = entry["path"] as? String ?? "\(folder)/\(name)"
      targets[name] = PackageTarget(name: name, type: type, path: path, dependencies: dependencies)
    }
    self.targets = targets
  }

  /// The test target that owns a target: its own, named after it.
  func owner(of target: String) -> String? {
    targets["\(target)Tests"].map(\.name)
  }

  /// The Swift files of a target, as paths from the package's root, in a fixed order.
  func swiftFiles(of target: String) -> [String] {
    guard let path = targets[target]?.path else { return [] }
    let base = root.appendingPathComponent(path)
    let enumerator = FileManager.default.enumerator(atPath: base.path)
    var files: [String] = []
    while let item = enumerator?.nextObject() as? String {
      if item.hasSuffix(".swift") { files.append("\(path)/\(item)") }
    }
    return files.sorted()
  }

  /// Writes the copy: every kept target's files, the mutated ones from `rewritten`, a switch file
  /// in each mutated target, and the trimmed manifest.
  func write(mutated: [String], rewritten: [String: String]) throws {
    var keep = Set<String>()
    var queue = mutated + mutated.compactMap(owner(of:))
    while let name = queue.popLast() {
      guard keep.insert(name).inserted, let target = targets[name] else { continue }
      queue += target.dependencies
    }
    for name in keep.sorted() {
      guard let target = targets[name] else { continue }
      var expected = Set<String>()
      let files = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(target.path).path)
      while let item = files?.nextObject() as? String {
        let source = root.appendingPathComponent("\(target.path)/\(item)")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder),
          !isFolder.boolValue
        else {
          continue
        }
        let relative = "\(target.path)/\(item)"
        expected.insert(relative)
        let data = try rewritten[relative].map { Data($0.utf8) } ?? Data(contentsOf: source)
        try writeIfChanged(data, to: relative)
      }
      if mutated.contains(name) {
        let relative = "\(target.path)/MutantSwitch.swift"
        expected.insert(relative)
        try writeIfChanged(Data(Self.switchSource.utf8), to: relative)
      }
      try removeStale(in: target.path, keeping: expected)
    }
    var manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let strict = ".treatAllWarnings(as: .error),"
    guard manifest.contains(strict) else {
      throw RunnerError(
        message: "Package.swift no longer holds '\(strict)'; teach ScratchPackage its new settings")
    }
    manifest = manifest.replacingOccurrences(
      of: strict, with: ".unsafeFlags([\"-suppress-warnings\"]),")
    let names = keep.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    manifest += """

      // Written by the mutation runner: only the targets a mutant run needs.
      package.targets = package.targets.filter { [\(names)].contains($0.name) }
      package.products = []

      """
    try writeIfChanged(Data(manifest.utf8), to: "Package.swift")
  }

  static let switchSource = """
    import Foundation

    // Written by the mutation runner: the run-time switch of the mutants built into this target.
    let __activeMutant = Int(ProcessInfo.processInfo.environment["CITIES_MUTANT"] ?? "") ?? 0

    @inline(never) func __mutant(_ id: Int) -> Bool { id == __activeMutant }

    """

  private func writeIfChanged(_ data: Data, to relative: String) throws {
    let url = scratch.appendingPathComponent(relative)
    if let existing = try? Data(contentsOf: url), existing == data { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  private func removeStale(in path: String, keeping expected: Set<String>) throws {
    let base = scratch.appendingPathComponent(path)
    let files = FileManager.default.enumerator(atPath: base.path)
    var stale: [URL] = []
    while let item = files?.nextObject() as? String {
      let relative = "\(path)/\(item)"
      var isFolder: ObjCBool = false
      let url = scratch.appendingPathComponent(relative)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue,
        !expected.contains(relative)
      {
        stale.append(url)
      }
    }
    for url in stale { try FileManager.default.removeItem(at: url) }
  }

  /// Builds the copy with its tests; the compiler's errors as file and line, relative to the copy.
  func build(log: URL) -> (succeeded: Bool, errors: [(file: String, line: Int, message: String)]) {
    let outcome = ChildProcess.run(
      ["swift", "build", "--build-tests", "--package-path", scratch.path], output: log.path,
      deadline: 3600)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    var errors: [(String, Int, String)] = []
    let prefix = scratch.path + "/"
    for line in text.split(separator: "\n")
    where line.contains(": error: ") && line.hasPrefix(prefix) {
      let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
      if parts.count >= 2, let number = Int(parts[1]) {
        errors.append((String(parts[0]), number, parts.count > 2 ? String(parts[2]) : ""))
      }
    }
    return (outcome == .exited(0), errors)
  }

  /// The built test executable, as `swift test` runs it on Linux; `nil` where the tests are a
  /// bundle that only a test host loads (macOS), which then runs through `swift test`.
  var testExecutable: String? {
    let folder = scratch.appendingPathComponent(".build/debug")
    let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard let bundle = items.first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
      return nil
    }
    var isFolder: ObjCBool = false
    let path = folder.appendingPathComponent(bundle).path
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue
    else {
      return nil
    }
    return path
  }
}

/// Runs a short command and returns what it printed.
enum Shell {
  static func output(_ arguments: [String], directory: URL? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw RunnerError(message: "'\(arguments.joined(separator: " "))' failed")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// A run that cannot go on, with the reason.
struct RunnerError: Error {
  var message: String
}
