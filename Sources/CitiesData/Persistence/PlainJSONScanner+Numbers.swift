extension PlainJSONScanner {
  /// A number's text, checked against JSON's grammar, not yet converted.
  struct NumberText {
    /// The number's bytes, such as `-12.5e3`.
    let text: UnsafeBufferPointer<UInt8>
    /// Whether it has neither a fraction nor an exponent.
    let isInteger: Bool
    /// Whether a digit before the exponent is not 0: a text like `1e-400` is not zero, though a
    /// `Double` rounds it to zero.
    let hasNonZeroDigit: Bool

    /// The number as an `Int`; stops when it has a fraction or an exponent (which
    /// `JSONDecoder` may still accept, as `1.0` or `1e3`), or does not fit.
    func integer() throws(Unsupported) -> Int {
      guard isInteger else { throw Unsupported() }
      let isNegative = text.first == UInt8(ascii: "-")
      var value = 0
      // Counted toward the sign from the start, so that Int.min fits too.
      for byte in text.dropFirst(isNegative ? 1 : 0) {
        let digit = Int(byte - UInt8(ascii: "0"))
        let (tenfold, overflowed) = value.multipliedReportingOverflow(by: 10)
        let (next, overflowedAgain) = tenfold.addingReportingOverflow(isNegative ? -digit : digit)
        guard !overflowed, !overflowedAgain else { throw Unsupported() }
        value = next
      }
      return value
    }

    /// The number as the nearest `Double`, as `JSONDecoder` reads it; stops where it refuses one:
    /// too large, or too small to be told from zero.
    func double() throws(Unsupported) -> Double {
      guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite,
        value != 0 || !hasNonZeroDigit
      else { throw Unsupported() }
      return value
    }

    /// The number as `JSONValue` keeps it: an integer when it is a whole number, as `JSONValue`
    /// decodes `1.0` and `1e3`.
    func jsonValue() throws(Unsupported) -> JSONValue {
      if isInteger { return .integer(try integer()) }
      let value = try double()
      // From 2^53 up to Int's limit, `JSONDecoder` may read such a text as an integer that no
      // `Double` holds (9007199254740993.0); those rare texts are left to it.
      guard value.magnitude < 0x1p53 || value.magnitude > 0x1p63 else { throw Unsupported() }
      return Int(exactly: value).map(JSONValue.integer) ?? .number(value)
    }
  }

  /// Reads a number that JSON's grammar allows: an optional minus, an integer without leading
  /// zeros, an optional fraction and an optional exponent.
  mutating func readNumber() throws(Unsupported) -> NumberText {
    _ = try peek()
    let start = offset
    var hasNonZeroDigit = false
    _ = take(byte: UInt8(ascii: "-"))
    if take(byte: UInt8(ascii: "0")) == false {
      hasNonZeroDigit = try readDigits()
    }
    var isInteger = true
    if take(byte: UInt8(ascii: ".")) {
      isInteger = false
      hasNonZeroDigit = try readDigits() || hasNonZeroDigit
    }
    if take(byte: UInt8(ascii: "e")) || take(byte: UInt8(ascii: "E")) {
      isInteger = false
      _ = take(byte: UInt8(ascii: "+")) || take(byte: UInt8(ascii: "-"))
      _ = try readDigits()
    }
    return NumberText(
      text: UnsafeBufferPointer(rebasing: bytes[start..<offset]), isInteger: isInteger,
      hasNonZeroDigit: hasNonZeroDigit)
  }

  /// Reads an integer, such as an id.
  mutating func readInteger() throws(Unsupported) -> Int {
    try readNumber().integer()
  }

  /// Reads a number as a `Double`, such as a latitude.
  mutating func readDouble() throws(Unsupported) -> Double {
    try readNumber().double()
  }

  // One digit at least; returns whether one of them is not 0.
  private mutating func readDigits() throws(Unsupported) -> Bool {
    let start = offset
    var hasNonZeroDigit = false
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
      hasNonZeroDigit = hasNonZeroDigit || bytes[offset] != UInt8(ascii: "0")
      offset += 1
    }
    guard offset > start else { throw Unsupported() }
    return hasNonZeroDigit
  }

  // The byte right here, without skipping white space: a number has none inside it.
  private mutating func take(byte: UInt8) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }
}
