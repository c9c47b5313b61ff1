// Made by scripts/kata.py from Sources/CitiesData/Persistence/StoreFileReader.swift.

import CitiesData
import Foundation

// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.

/// Reads the store's file, within limits: only a regular file, and only up to `limit` bytes.
///
/// The checks are made on the open descriptor, so what is checked is what is read: a file swapped
/// in between cannot slip through. Opening without blocking means a named pipe is refused rather
/// than waited on forever.
enum StoreFileReader {
  /// The bytes of the file at `path`, or `nil` when nothing was ever saved there: no file, or
  /// something on the way that is a file rather than a folder.
  static func contents(
    ofFileAt path: String, limit: Int
  ) throws(FileCitiesGatewayError) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .unreadable(path: path, problem: FileProblem(errorNumber: errno))
    }
    defer { close(descriptor) }
    let status: FileStatus
    do {
      status = try FileStatus.ofDescriptor(descriptor)
    } catch {
      throw .unreadable(path: path, problem: error)
    }
    if let kind = status.nonRegularKind { throw .notAFile(path: path, kind: kind) }
    // The size is checked first, so a huge file is refused without reading any of it; the read
    // is bounded too, for a file that grows meanwhile.
    guard status.size <= limit else { throw .tooLarge(path: path, limit: limit) }
    let data = try readAll(descriptor, upTo: limit + 1, path: path)
    guard data.count <= limit else { throw .tooLarge(path: path, limit: limit) }
    return data
  }

  private static func readAll(
    _ descriptor: Int32, upTo limit: Int, path: String
  ) throws(FileCitiesGatewayError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count < limit {
      let count = read(descriptor, &buffer, min(buffer.count, limit - data.count))
      if count == 0 { break }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw .unreadable(path: path, problem: FileProblem(errorNumber: errno))
      }
      data.append(buffer, count: count)
    }
    return data
  }
}
