/// What is at the store's path when it is not a regular file, named as a person would.
public enum FileKind: Equatable, Sendable {
  case folder
  case device
  /// A named pipe (FIFO), which would block a read until something writes to it.
  case pipe
  case socket
  /// Anything else that is not a regular file.
  case other
}

extension FileKind: CustomStringConvertible {
  public var description: String {
    switch self {
    case .folder: "a folder"
    case .device: "a device"
    case .pipe: "a named pipe"
    case .socket: "a socket"
    case .other: "a special file"
    }
  }
}
