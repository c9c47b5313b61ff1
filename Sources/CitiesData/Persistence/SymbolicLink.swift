// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// Follows the symbolic links a store's path may be, so that a save updates the file the link
/// points to, and keeps the link, instead of replacing the link with a file of its own.
public enum SymbolicLink {
  // The same bound as Linux's own (40) is more than any real chain and stops a loop.
  private static let mostLinksFollowed = 40

  /// The file to read and write for the store at `url`: the one `url` points to when it is a
  /// symbolic link, and only ever a regular file (or nothing yet), so a save can never replace a
  /// device or a folder.
  public static func storeFile(for url: URL) throws(FileCitiesGatewayError) -> URL {
    let target: URL
    do {
      target = try finalTarget(of: url)
    } catch {
      throw .unreadable(path: url.path(percentEncoded: false), problem: error)
    }
    let path = target.path(percentEncoded: false)
    let status: FileStatus?
    do throws(FileProblem) {
      status = try FileStatus.atPath(path)
    } catch .folderIsAFile {
      // Nothing was ever saved below a file: reading shows an empty list, and a save says why.
      status = nil
    } catch {
      throw .unreadable(path: path, problem: error)
    }
    if let kind = status?.nonRegularKind { throw .notAFile(path: path, kind: kind) }
    return target
  }

  /// The file `url` finally points to.
  ///
  /// That is `url` itself unless its last part is a symbolic link, in which case it is the link's
  /// target, followed again while it is a link. Folders on the way are left as they are. A target
  /// that does not exist yet is returned as it is, for a save to create.
  static func finalTarget(of url: URL) throws(FileProblem) -> URL {
    var current = url
    for _ in 0..<mostLinksFollowed {
      guard let target = try destination(of: current.path(percentEncoded: false)) else {
        return current
      }
      current =
        target.hasPrefix("/")
        ? URL(filePath: target, directoryHint: .notDirectory)
        : current.deletingLastPathComponent().appending(path: target, directoryHint: .notDirectory)
    }
    throw .tooManySymbolicLinks
  }

  // The link's target as written in the link, or `nil` when the path is not a link (or holds
  // nothing, or a folder on its way is missing: a later step reports those).
  private static func destination(of path: String) throws(FileProblem) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw FileProblem(errorNumber: errno)
    }
    guard status.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length >= 0 else { throw FileProblem(errorNumber: errno) }
    return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
