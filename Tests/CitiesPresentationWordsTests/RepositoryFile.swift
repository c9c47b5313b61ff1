import Foundation

/// A file of this repository, found from this source file's own place in it, so the check runs
/// the same from any working directory.
enum RepositoryFile {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CitiesPresentationWordsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static func text(at relativePath: String) throws -> String {
    try String(contentsOf: root.appending(path: relativePath), encoding: .utf8)
  }

  static func swiftFiles(in relativePath: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appending(path: relativePath).path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { "\(relativePath)/\($0)" }
  }
}
