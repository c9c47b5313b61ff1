import Foundation

/// A folder of this repository's sources, found from this file's own place in it, so that a check
/// over the sources runs the same from any working directory.
struct SourceFolder {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CitiesTerminalTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The folder's path from the repository's root, such as `Sources/CitiesApp`.
  let path: String

  /// Every Swift file under the folder, at any depth, as (path from the root, text).
  func swiftFiles() throws -> [(path: String, text: String)] {
    let folder = Self.repositoryRoot.appending(path: path)
    let relativePaths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
    return try relativePaths.map { relative in
      (
        "\(path)/\(relative)",
        try String(contentsOf: folder.appending(path: relative), encoding: .utf8)
      )
    }
  }
}
