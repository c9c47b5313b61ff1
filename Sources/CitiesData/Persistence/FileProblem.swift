/// What went wrong with a file, in the app's own words rather than the system's.
///
/// The system's descriptions differ between Linux and macOS and are sometimes only "The operation
/// could not be completed"; these read the same everywhere. A failure the app has no words for
/// keeps its code, so it can still be looked up.
public enum FileProblem: Error, Equatable, Sendable {
  /// The user may not read or write there.
  case permissionDenied
  /// A folder on the way to the file does not exist.
  case folderMissing
  /// Something on the way to the file, which should be a folder, is a file.
  case folderIsAFile
  /// The disk, or the user's share of it, is full.
  case diskFull
  /// The disk can be read but not written.
  case readOnlyDisk
  /// The path is longer than the system accepts.
  case pathTooLong
  /// The path goes through more symbolic links than the system follows, or through a loop.
  case tooManySymbolicLinks
  /// The disk itself failed to read or write.
  case inputOutputError
  /// A failure the app has no words of its own for, with the system's error code.
  case other(code: Int)
}

extension FileProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .permissionDenied: "permission denied"
    case .folderMissing: "a folder on its path is missing"
    case .folderIsAFile: "something on its path is a file, not a folder"
    case .diskFull: "the disk is full"
    case .readOnlyDisk: "the disk is read-only"
    case .pathTooLong: "the path is too long"
    case .tooManySymbolicLinks: "its path goes through too many symbolic links"
    case .inputOutputError: "the disk reported an input/output error"
    case .other(let code): "error code \(code)"
    }
  }
}
