// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

/// What the system says about the thing at a path or behind an open descriptor: its kind, its size
/// and its permission bits.
struct FileStatus {
  /// What the thing is when it is not a regular file; `nil` for a regular file.
  let nonRegularKind: FileKind?
  let size: Int
  /// Its permission bits, such as `0o600`.
  let permissions: mode_t
  let owner: uid_t
  let group: gid_t

  /// The status of the thing at `path`, following a symbolic link; `nil` when nothing is there.
  static func atPath(_ path: String) throws(FileProblem) -> FileStatus? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw FileProblem(errorNumber: errno)
    }
    return FileStatus(status)
  }

  static func ofDescriptor(_ descriptor: Int32) throws(FileProblem) -> FileStatus {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileProblem(errorNumber: errno) }
    return FileStatus(status)
  }

  private init(_ status: stat) {
    nonRegularKind = Self.kind(of: status.st_mode & S_IFMT)
    size = Int(status.st_size)
    permissions = status.st_mode & 0o7777
    owner = status.st_uid
    group = status.st_gid
  }

  private static func kind(of type: mode_t) -> FileKind? {
    switch type {
    case S_IFREG: nil
    case S_IFDIR: .folder
    case S_IFCHR, S_IFBLK: .device
    case S_IFIFO: .pipe
    case S_IFSOCK: .socket
    default: .other
    }
  }
}
