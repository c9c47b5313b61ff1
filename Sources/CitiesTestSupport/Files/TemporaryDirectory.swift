import Foundation

/// A fresh, uniquely named folder under the system's temporary folder, removed with its contents
/// when the last reference to it goes away.
///
/// Tests run in parallel in one process, so each one that touches the disk gets its own folder
/// and never meets another test's files.
public final class TemporaryDirectory: Sendable {
  /// Where the folder is.
  public let url: URL

  /// Creates the folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "CitiesKata-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A folder left behind is harmless (the system empties its temporary folder), so a failed
    // clean-up must not fail the test that used it.
    try? FileManager.default.removeItem(at: url)
  }

  /// The location of a file with the given name inside the folder; the file is not created.
  public func file(named name: String) -> URL {
    url.appending(path: name, directoryHint: .notDirectory)
  }
}
