/// Writes JSON byte for byte as `JSONEncoder` does with the store's options, `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two spaces a level, `" : "` after a key, keys in
/// the order of their UTF-8 bytes, a whole `Double` without its `.0`.
///
/// It is the store's fast path for saving (`StoredCitiesFile+PlainJSON`), writing the store's
/// values straight into bytes where `JSONEncoder` first builds a tree of them. Tests and the
/// fuzzer hold it to `JSONEncoder`'s bytes. What it does not write (a number JSON has no text
/// for, values nested over 100 deep) stops it with `Unsupported`, and the store asks
/// `JSONEncoder` instead.
struct PlainJSONWriter {
  typealias Unsupported = PlainJSONScanner.Unsupported

  /// `JSONEncoder` refuses 512 levels; this writer leaves anything over 100 to it.
  private static let deepestNesting = 100

  /// The text written so far.
  var bytes: [UInt8] = []
  private var depth = 0
  private var isFirstInContainer = true

  /// Makes a writer that expects to write about `capacity` bytes.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Starts an object; `key(_:)` then starts each member.
  mutating func beginObject() throws(Unsupported) {
    try begin(UInt8(ascii: "{"))
  }

  /// Starts a member of the current object, whose value is to be written next.
  mutating func key(_ key: String) {
    separate()
    write(string: key)
    // Byte by byte: appending a literal's UTF-8 view costs more than these three bytes.
    bytes.append(UInt8(ascii: " "))
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
  }

  /// Ends the current object.
  mutating func endObject() {
    end(UInt8(ascii: "}"))
  }

  /// Starts an array; `element()` then starts each of its values.
  mutating func beginArray() throws(Unsupported) {
    try begin(UInt8(ascii: "["))
  }

  /// Starts a value of the current array.
  mutating func element() {
    separate()
  }

  /// Ends the current array.
  mutating func endArray() {
    end(UInt8(ascii: "]"))
  }

  /// Ends the line, as a text file's last line ends.
  mutating func endLine() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes any value, an object's members in the order of their keys.
  mutating func write(_ value: JSONValue) throws(Unsupported) {
    switch value {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .integer(let value): write(integer: value)
    case .number(let value): try write(number: value)
    case .string(let value): write(string: value)
    case .array(let values):
      try beginArray()
      for value in values {
        element()
        try write(value)
      }
      endArray()
    case .object(let members):
      try beginObject()
      for (key, value) in members.sorted(by: { Self.precedes($0.key, $1.key) }) {
        self.key(key)
        try write(value)
      }
      endObject()
    }
  }

  /// Writes an integer.
  mutating func write(integer: Int) {
    bytes.append(contentsOf: String(integer).utf8)
  }

  /// Writes a `Double` as Swift prints it, a whole number without `.0` (`52`, `1e+16`, `0.1`).
  mutating func write(number: Double) throws(Unsupported) {
    guard number.isFinite else { throw Unsupported() }
    var text = Array(number.description.utf8)
    if text.last == UInt8(ascii: "0"), text.dropLast().last == UInt8(ascii: ".") {
      text.removeLast(2)
    }
    bytes.append(contentsOf: text)
  }

  /// Whether `key` comes before `other` among an object's members.
  static func precedes(_ key: String, _ other: String) -> Bool {
    key.utf8.lexicographicallyPrecedes(other.utf8)
  }

  private mutating func begin(_ bracket: UInt8) throws(Unsupported) {
    guard depth < Self.deepestNesting else { throw Unsupported() }
    bytes.append(contentsOf: [bracket, UInt8(ascii: "\n")])
    depth += 1
    isFirstInContainer = true
  }

  private mutating func separate() {
    if !isFirstInContainer {
      bytes.append(UInt8(ascii: ","))
      bytes.append(UInt8(ascii: "\n"))
    }
    isFirstInContainer = false
    indent()
  }

  // An empty container keeps its two line breaks, as `JSONEncoder` writes it: "[\n\n]".
  private mutating func end(_ bracket: UInt8) {
    bytes.append(UInt8(ascii: "\n"))
    depth -= 1
    indent()
    bytes.append(bracket)
    isFirstInContainer = false
  }

  private mutating func indent() {
    bytes.append(contentsOf: Self.spaces[..<(2 * depth)])
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 2 * deepestNesting)
}
