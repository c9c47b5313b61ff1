// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// Replaces a file's content all at once, keeping its permission bits and owner.
///
/// The bytes go to a new file beside it, which is flushed to the disk and then renamed over the
/// old one: a crash at any moment leaves the old content or the new, never half of each.
/// Foundation's atomic write does the same but gives the new file default permissions, so a
/// store kept private (600) would become readable by everyone (644).
public enum AtomicFileWriter {
  /// Writes `data` as the whole content of the regular file at `path`, or creates it.
  public static func write(_ data: Data, toFileAt path: String) throws(FileProblem) {
    let existing = try FileStatus.atPath(path)
    let temporaryPath = temporaryPath(beside: path)
    // A new file gets 666 less the user's umask, as any file the user creates.
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw FileProblem(errorNumber: errno) }
    var isInPlace = false
    defer {
      if !isInPlace { unlink(temporaryPath) }
    }
    do {
      defer { close(descriptor) }
      if let existing {
        // Only root may give a file away; for anyone else the owner is already theirs, or the
        // call fails harmlessly and the file keeps its new owner.
        _ = fchown(descriptor, existing.owner, existing.group)
        guard fchmod(descriptor, existing.permissions) == 0 else {
          throw FileProblem(errorNumber: errno)
        }
      }
      // `FileHandle` writes until every byte is out; `synchronize()` is `fsync`.
      let file = FileHandle(fileDescriptor: descriptor)
      do {
        try file.write(contentsOf: data)
        try file.synchronize()
      } catch {
        throw FileProblem(error)
      }
    }
    guard rename(temporaryPath, path) == 0 else { throw FileProblem(errorNumber: errno) }
    isInPlace = true
  }

  // Hidden, and unique to this save, so two processes never write into the same one.
  private static func temporaryPath(beside path: String) -> String {
    let url = URL(filePath: path, directoryHint: .notDirectory)
    let name = ".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp"
    return url.deletingLastPathComponent().appending(path: name).path(percentEncoded: false)
  }
}
