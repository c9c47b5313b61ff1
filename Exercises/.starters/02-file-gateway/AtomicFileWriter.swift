// Made by scripts/kata.py from Sources/CitiesData/Persistence/AtomicFileWriter.swift.

import CitiesData
import Foundation

// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.

/// Replaces a file's content all at once, keeping its permission bits and owner.
///
/// The bytes go to a new file beside it, which is flushed to the disk and then renamed over the
/// old one: a crash at any moment leaves the old content or the new, never half of each.
/// Foundation's atomic write does the same but gives the new file default permissions, so a
/// store kept private (600) would become readable by everyone (644).
enum AtomicFileWriter {
  /// Writes `data` as the whole content of the regular file at `path`, or creates it.
  static func write(_ data: Data, toFileAt path: String) throws(FileProblem) {
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
      if let existing { try keep(existing, on: descriptor) }
      try writeAll(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw FileProblem(errorNumber: errno) }
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

  private static func keep(_ existing: FileStatus, on descriptor: Int32) throws(FileProblem) {
    // Only root may give a file away; for anyone else the owner is already theirs, or the call
    // fails harmlessly and the file keeps its new owner.
    _ = fchown(descriptor, existing.owner, existing.group)
    guard fchmod(descriptor, existing.permissions) == 0 else {
      throw FileProblem(errorNumber: errno)
    }
  }
}

private func writeAll(_ data: Data, to descriptor: Int32) throws(FileProblem) {
  var written = 0
  while written < data.count {
    let count = data.dropFirst(written).withUnsafeBytes { bytes in
      write(descriptor, bytes.baseAddress, bytes.count)
    }
    guard count >= 0 else {
      if errno == EINTR { continue }
      throw FileProblem(errorNumber: errno)
    }
    written += count
  }
}
