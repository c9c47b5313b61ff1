/// Why the file of saved cities could not be used, naming the file so that a person can find it.
public enum FileCitiesGatewayError: Error, Equatable, Sendable {
  /// Something is at the path but it could not be read, for example because it is a folder.
  case unreadable(path: String, reason: String)
  /// The file was read but does not hold saved cities in a format this app reads.
  case corrupted(path: String, reason: String)
  /// The list could not be saved at the path, for example because a folder on the way is a file.
  case unwritable(path: String, reason: String)
}

extension FileCitiesGatewayError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "Could not read the saved cities at \(path): \(reason)."
    case .corrupted(let path, let reason):
      "The saved cities at \(path) are not in a format this app reads: \(reason)."
    case .unwritable(let path, let reason):
      "Could not save the cities to \(path): \(reason)."
    }
  }
}
