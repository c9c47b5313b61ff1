// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// Reads the store's file, within limits: only a regular file, and only up to `limit` bytes.
///
/// The checks are made on the open descriptor, so what is checked is what is read: a file swapped
/// in between cannot slip through. Opening without blocking means a named pipe is refused rather
/// than waited on forever.
public enum StoreFileReader {
  /// The bytes of the file at `path`, or `nil` when nothing was ever saved there: no file, or
  /// something on the way that is a file rather than a folder.
  public static func contents(
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
    let data: Data
    do {
      data = try FileHandle(fileDescriptor: descriptor).read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .unreadable(path: path, problem: FileProblem(error))
    }
    guard data.count <= limit else { throw .tooLarge(path: path, limit: limit) }
    return data
  }
}
