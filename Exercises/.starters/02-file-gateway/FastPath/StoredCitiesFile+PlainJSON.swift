// Made by scripts/kata.py from Sources/CitiesData/Persistence/StoredCitiesFile+PlainJSON.swift.

import CitiesData
import Foundation

// The store's fast path: the file read and written without `JSONDecoder` and `JSONEncoder`, for
// the plain JSON the app writes (`PlainJSONScanner`, `PlainJSONWriter`). `StoredCitiesFile+JSON`
// falls back on Foundation for anything else.
extension StoredCitiesFile {
  /// The file's content read on the fast path, or `nil` when it is not plain JSON or breaks a rule
  /// of the format: `JSONDecoder` then reads it, and says what is wrong.
  static func readPlainly(from data: Data) -> StoredCitiesFile? {
    data.withUnsafeBytes { raw in
      var scanner = PlainJSONScanner(raw.assumingMemoryBound(to: UInt8.self))
      return try? scanner.readStoredCitiesFile()
    }
  }

  /// The content as `encodedByFoundation()` writes it, written on the fast path, or `nil` when
  /// it holds a value only `JSONEncoder` writes as it should.
  func writtenPlainly() -> Data? {
    // A city as the app saves it takes about 230 bytes.
    var writer = PlainJSONWriter(capacity: 256 * cities.count + 64)
    do {
      try writer.write(self)
    } catch {
      return nil
    }
    return Data(writer.bytes)
  }
}
