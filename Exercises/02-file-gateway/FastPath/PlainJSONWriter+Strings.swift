// Made by scripts/kata.py from Sources/CitiesData/Persistence/PlainJSONWriter+Strings.swift.

import CitiesData

extension PlainJSONWriter {
  /// Writes a string, escaping only what JSON requires: the quote, the backslash and control
  /// characters.
  mutating func write(string: String) {
    var string = string
    string.withUTF8 { write(utf8: $0) }
  }

  // The bytes between two escapes are copied at once: most strings need no escape at all.
  private mutating func write(utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var copied = 0
    for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
      copied = index + 1
      switch byte {
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0x22, 0x5C: bytes.append(contentsOf: [0x5C, byte])
      default: bytes.append(contentsOf: #"\u00"#.utf8 + [hexDigit(byte >> 4), hexDigit(byte)])
      }
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
    bytes.append(UInt8(ascii: "\""))
  }
}

private func hexDigit(_ value: UInt8) -> UInt8 {
  let digit = value & 0xF
  return digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
}
