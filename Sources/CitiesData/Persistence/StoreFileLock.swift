// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// An advisory lock on a file beside the store (`cities.json.lock`), held while one process reads
/// the list, changes it and writes it back.
///
/// The actor keeps one process's calls in order; this keeps two processes apart. Without it, two
/// apps adding at the same moment would both read the old list and the second write would drop
/// the first one's city. `flock` works alike on Linux and macOS, and the kernel releases the lock
/// when a process dies, so a crash never leaves the store locked. The gateway passes the file a
/// symbolic link points to, so two apps reaching one store through different links share a lock.
public enum StoreFileLock {
  /// Runs `body` while holding the lock for the store at `fileURL`, creating the store's folder
  /// and the lock file when they are missing.
  public static func exclusive<Value>(for fileURL: URL, _ body: () throws -> Value) throws -> Value
  {
    let path = fileURL.path(percentEncoded: false)
    do {
      let folder = fileURL.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw FileCitiesGatewayError.unwritable(path: path, problem: FileProblem(error))
    }
    let descriptor = open(path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileCitiesGatewayError.unwritable(path: path, problem: FileProblem(errorNumber: errno))
    }
    defer { close(descriptor) }
    // A signal can interrupt the wait; only a real failure stops it.
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw FileCitiesGatewayError.unwritable(
          path: path, problem: FileProblem(errorNumber: errno))
      }
    }
    return try body()
  }
}
