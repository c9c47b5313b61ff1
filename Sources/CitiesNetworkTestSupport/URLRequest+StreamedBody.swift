import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLRequest {
  /// A copy whose `httpBody` holds the body, wherever the system put it.
  ///
  /// Linux hands a URL protocol the body as `httpBody`, Apple platforms as `httpBodyStream`;
  /// reading both lets tests check a body the same way everywhere.
  func withBodyReadFromStream() -> URLRequest {
    guard httpBody == nil, let stream = httpBodyStream else { return self }
    var copy = self
    copy.httpBody = Data(reading: stream)
    return copy
  }
}

extension Data {
  fileprivate init(reading stream: InputStream) {
    self.init()
    stream.open()
    defer { stream.close() }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      append(buffer, count: count)
    }
  }
}
