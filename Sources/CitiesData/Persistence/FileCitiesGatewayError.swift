/// Why the file of saved cities could not be used, naming the file so that a person can find it.
public enum FileCitiesGatewayError: Error, Equatable, Sendable {
  /// Something is at the path but it could not be read.
  case unreadable(path: String, problem: FileProblem)
  /// The file was read but does not hold saved cities in a format this app reads.
  case corrupted(path: String, reason: String)
  /// The list could not be saved at the path.
  case unwritable(path: String, problem: FileProblem)
  /// What is at the path is not a regular file, such as a folder or `/dev/null`; nothing is read
  /// from it or written to it.
  case notAFile(path: String, kind: FileKind)
  /// The file is larger than `FileCitiesGateway.sizeLimit`, so it is not read at all.
  case tooLarge(path: String, limit: Int)
}

extension FileCitiesGatewayError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unreadable(let path, let problem):
      "Could not read the saved cities at \(path): \(problem)."
    case .corrupted(let path, let reason):
      "The saved cities at \(path) are not in a format this app reads: \(reason)."
    case .unwritable(let path, let problem):
      "Could not save the cities to \(path): \(problem)."
    case .notAFile(let path, let kind):
      "The saved cities at \(path) cannot be used: it is \(kind), not a regular file."
    case .tooLarge(let path, let limit):
      "The saved cities at \(path) are over \(ByteCount(limit)), more than this app reads."
    }
  }
}
