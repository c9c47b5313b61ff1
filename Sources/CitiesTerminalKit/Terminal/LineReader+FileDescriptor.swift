// Foundation brings the C library in: Darwin on Apple systems, Glibc on Linux.
import Foundation

extension LineReader {
  /// The size of one read: large enough to read a script in a few calls, small enough to bound
  /// the memory a flood of input can take.
  static let chunkSize = 64 * 1024

  /// Makes a reader of an open file descriptor, such as standard input's or a script file's.
  ///
  /// A read error ends the input as the end of the file would: there is nothing better to do
  /// with a half-read script than to stop.
  init(fileDescriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    self.init {
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count >= 0 { return Array(buffer[..<count]) }
        if errno != EINTR { return [] }
      }
    }
  }
}
