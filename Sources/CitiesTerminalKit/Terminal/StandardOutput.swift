import Foundation

/// The process's standard output or standard error.
@MainActor
public final class StandardOutput: TextOutput {
  private let fileHandle: FileHandle

  public static func output() -> StandardOutput { StandardOutput(fileHandle: .standardOutput) }

  public static func error() -> StandardOutput { StandardOutput(fileHandle: .standardError) }

  private init(fileHandle: FileHandle) { self.fileHandle = fileHandle }

  public var isTerminal: Bool { isatty(fileHandle.fileDescriptor) == 1 }

  // Unbuffered, so a prompt shows before the program waits for input.
  public func write(_ text: String) {
    fileHandle.write(Data(text.utf8))
  }
}
