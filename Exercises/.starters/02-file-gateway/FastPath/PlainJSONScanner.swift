// Made by scripts/kata.py from Sources/CitiesData/Persistence/PlainJSONScanner.swift.

import CitiesData

/// A cursor over the bytes of a JSON text that reads only its plain form: UTF-8 without a byte
/// order mark, each key once in an object, no comma before a closing bracket, numbers that an
/// `Int` or a `Double` holds as `JSONDecoder` would read them, and values nested at most 64 deep.
///
/// It is the store's fast path for reading (`StoredCitiesFile+PlainJSON`), several times quicker
/// than `JSONDecoder`, because it builds the store's values as it goes instead of a generic tree
/// first. On anything outside the plain form, mistakes included, it stops with `Unsupported` and
/// the store hands the whole file to `JSONDecoder`, which defines what the format accepts and
/// words every error. So the scanner only has to be right about the files it reads, never about
/// why a file cannot be read.
struct PlainJSONScanner {
  /// The text is not in the plain form; `JSONDecoder` is to read it instead.
  struct Unsupported: Error {}

  /// Deeper values are rare enough to leave to `JSONDecoder`, and the bound keeps the recursion
  /// of `readValue(depth:)` short.
  static let deepestNesting = 64

  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  /// Makes a scanner at the start of `bytes`, which must outlive it.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads an object, handing each key to `member`, which reads the value that follows it.
  mutating func readObject(
    _ member: (inout PlainJSONScanner, String) throws(Unsupported) -> Void
  ) throws(Unsupported) {
    try expect(UInt8(ascii: "{"))
    if take(UInt8(ascii: "}")) { return }
    repeat {
      let key = try readString()
      try expect(UInt8(ascii: ":"))
      try member(&self, key)
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"))
  }

  /// Reads an array, calling `element` to read each of its values.
  mutating func readArray(
    _ element: (inout PlainJSONScanner) throws(Unsupported) -> Void
  ) throws(Unsupported) {
    try expect(UInt8(ascii: "["))
    if take(UInt8(ascii: "]")) { return }
    repeat {
      try element(&self)
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"))
  }

  /// Reads any value, as `JSONValue` decodes it, at the given depth of nesting.
  mutating func readValue(depth: Int) throws(Unsupported) -> JSONValue {
    guard depth < Self.deepestNesting else { throw Unsupported() }
    switch try peek() {
    case UInt8(ascii: "{"):
      var object: [String: JSONValue] = [:]
      try readObject { scanner, key throws(Unsupported) in
        let value = try scanner.readValue(depth: depth + 1)
        guard object.updateValue(value, forKey: key) == nil else { throw Unsupported() }
      }
      return .object(object)
    case UInt8(ascii: "["):
      var array: [JSONValue] = []
      try readArray { scanner throws(Unsupported) in
        array.append(try scanner.readValue(depth: depth + 1))
      }
      return .array(array)
    case UInt8(ascii: "\""):
      return .string(try readString())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    default:
      return try readNumber().jsonValue()
    }
  }

  /// Reads `null` and returns `true`, or returns `false` and reads nothing.
  mutating func takeNull() -> Bool {
    skipWhitespace()
    guard bytes[offset...].starts(with: "null".utf8) else { return false }
    offset += 4
    return true
  }

  /// Checks that nothing but white space follows.
  mutating func finish() throws(Unsupported) {
    skipWhitespace()
    guard offset == bytes.count else { throw Unsupported() }
  }

  /// The next byte after white space, which stays unread.
  mutating func peek() throws(Unsupported) -> UInt8 {
    skipWhitespace()
    guard offset < bytes.count else { throw Unsupported() }
    return bytes[offset]
  }

  /// Reads the given byte after white space, or stops.
  mutating func expect(_ byte: UInt8) throws(Unsupported) {
    guard take(byte) else { throw Unsupported() }
  }

  private mutating func expect(_ word: StaticString) throws(Unsupported) {
    let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes[offset...].starts(with: word) else { throw Unsupported() }
    offset += word.count
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        offset += 1
      default:
        return
      }
    }
  }
}
