// Made by scripts/kata.py from Sources/CitiesData/Persistence/PlainJSONScanner+Strings.swift.

import CitiesData

extension PlainJSONScanner {
  /// Reads a string, its escapes included; stops on a control character, an escape JSON does not
  /// have, half of a surrogate pair, or bytes that are not UTF-8.
  mutating func readString() throws(Unsupported) -> String {
    try expect(UInt8(ascii: "\""))
    let start = offset
    var isASCII = true
    // Most strings hold no escape: their bytes are the string's, and need only be checked.
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        offset += 1
        return isASCII ? String(decoding: utf8, as: UTF8.self) : try Self.validated(utf8)
      case UInt8(ascii: "\\"):
        return try readEscapedString(from: start)
      case 0..<0x20:
        throw Unsupported()
      case 0x80...:
        isASCII = false
        offset += 1
      default:
        offset += 1
      }
    }
    throw Unsupported()
  }

  private mutating func readEscapedString(from start: Int) throws(Unsupported) -> String {
    var utf8 = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return try Self.validated(utf8)
      case UInt8(ascii: "\\"): try readEscape(into: &utf8)
      case 0..<0x20: throw Unsupported()
      default: utf8.append(byte)
      }
    }
    throw Unsupported()
  }

  private mutating func readEscape(into utf8: inout [UInt8]) throws(Unsupported) {
    guard offset < bytes.count else { throw Unsupported() }
    let letter = bytes[offset]
    offset += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"): utf8.append(contentsOf: try readUnicodeEscape().utf8)
    default: throw Unsupported()
    }
  }

  // After `\u`: four hex digits, and for a character beyond U+FFFF a second `\uXXXX` with the
  // low half of its surrogate pair.
  private mutating func readUnicodeEscape() throws(Unsupported) -> Unicode.Scalar {
    let unit = try readHexQuad()
    guard (0xD800..<0xDC00).contains(unit) else {
      // A low half alone is no scalar, so this refuses it.
      guard let scalar = Unicode.Scalar(unit) else { throw Unsupported() }
      return scalar
    }
    guard bytes[offset...].starts(with: #"\u"#.utf8) else { throw Unsupported() }
    offset += 2
    let low = try readHexQuad()
    guard (0xDC00..<0xE000).contains(low),
      let scalar = Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
    else { throw Unsupported() }
    return scalar
  }

  private mutating func readHexQuad() throws(Unsupported) -> UInt32 {
    guard bytes.count - offset >= 4 else { throw Unsupported() }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Unsupported()
      }
      value = value << 4 | UInt32(digit)
    }
    offset += 4
    return value
  }

  // `String(decoding:as:)` replaces bytes that are not UTF-8, so a string that comes out other
  // than its bytes was not UTF-8.
  private static func validated(_ utf8: some Collection<UInt8>) throws(Unsupported) -> String {
    let text = String(decoding: utf8, as: UTF8.self)
    guard text.utf8.elementsEqual(utf8) else { throw Unsupported() }
    return text
  }
}
