/// Splits Swift source into tokens for the mutant finder.
///
/// It skips comments and whole strings (interpolations included), and marks the tokens inside `#if` regions. It is deliberately small: what it cannot tell
/// apart, the mutant finder leaves unmutated.
struct SwiftTokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [SwiftToken] = []
  private var spaceBefore = true
  private var newlineBefore = true
  private var conditionalDepth = 0

  init(_ source: String) { bytes = Array(source.utf8) }

  static func tokens(of source: String) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(source)
    tokenizer.run()
    return tokenizer.tokens
  }

  private static let operatorCharacters = Set("/=-+!*%<>&|^~?.\\".utf8)
  private static let symbolCharacters = Set("()[]{},:;".utf8)

  private mutating func run() {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        index += 1
        spaceBefore = true
        newlineBefore = true
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
        spaceBefore = true
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        spaceBefore = true
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
        spaceBefore = true
      case UInt8(ascii: "\""):
        let start = index
        skipString(hashes: 0)
        append(.string, from: start)
      case UInt8(ascii: "#"):
        lexPound()
      case UInt8(ascii: "@"):
        let start = index
        index += 1
        while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
        append(.attribute, from: start)
      case UInt8(ascii: "`"):
        let start = index
        index += 1
        while index < bytes.count && bytes[index] != UInt8(ascii: "`") { index += 1 }
        index += 1
        append(.word, from: start)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumber()
      case _ where Self.symbolCharacters.contains(byte):
        let start = index
        index += 1
        append(.symbol, from: start)
      case _ where Self.operatorCharacters.contains(byte):
        lexOperator()
      case _ where isWordByte(byte):
        let start = index
        while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
        append(.word, from: start)
      default:
        index += 1
        spaceBefore = true
      }
    }
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private mutating func append(_ kind: SwiftToken.Kind, from start: Int) {
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    let startLine = line - bytes[start..<index].count(where: { $0 == UInt8(ascii: "\n") })
    tokens.append(
      SwiftToken(
        kind: kind, text: text, start: start, end: index, line: startLine,
        spaceBefore: spaceBefore, newlineBefore: newlineBefore,
        conditional: conditionalDepth > 0))
    spaceBefore = false
    newlineBefore = false
  }

  private mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if peek(0) == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if peek(0) == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
      } else {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
    } while depth > 0 && index < bytes.count
  }

  /// Skips a string literal that starts at `index` (after any leading `#`s), interpolations and
  /// the strings inside them included.
  private mutating func skipString(hashes: Int) {
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { line += 1 }
      if byte == UInt8(ascii: "\\") && hashesFollow(hashes, from: index + 1) {
        index += 1 + hashes
        if peek(0) == UInt8(ascii: "(") {
          skipInterpolation()
        } else {
          index += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
          && hashesFollow(hashes, from: index + quotes)
        {
          index += quotes + hashes
          return
        }
      }
      index += 1
    }
  }

  private func hashesFollow(_ count: Int, from position: Int) -> Bool {
    (0..<count).allSatisfy {
      position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#")
    }
  }

  private mutating func skipInterpolation() {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        skipString(hashes: 0)
        continue
      }
      if byte == UInt8(ascii: "\n") { line += 1 }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      index += 1
    }
  }

  /// `#if` and its kin open and close conditional regions; `#"…"#` is a raw string; anything
  /// else (`#available`, `#expect`) is a word that starts with `#`.
  private mutating func lexPound() {
    let start = index
    var hashes = 0
    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
    if peek(hashes) == UInt8(ascii: "\"") {
      index += hashes
      skipString(hashes: hashes)
      append(.string, from: start)
      return
    }
    index += 1
    while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
    let word = String(decoding: bytes[start..<index], as: UTF8.self)
    switch word {
    case "#if":
      conditionalDepth += 1
      skipRestOfLine()
    case "#endif":
      conditionalDepth = max(0, conditionalDepth - 1)
      skipRestOfLine()
    case "#else", "#elseif":
      skipRestOfLine()
    default:
      append(.pound, from: start)
    }
  }

  private mutating func skipRestOfLine() {
    while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
    spaceBefore = true
  }

  private mutating func lexNumber() {
    let start = index
    var integer = true
    if peek(0) == UInt8(ascii: "0"), let next = peek(1),
      next == UInt8(ascii: "x") || next == UInt8(ascii: "b") || next == UInt8(ascii: "o")
    {
      integer = false
      index += 2
    }
    while index < bytes.count {
      let byte = bytes[index]
      if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") {
        index += 1
      } else if byte == UInt8(ascii: "."), let next = peek(1), next >= UInt8(ascii: "0"),
        next <= UInt8(ascii: "9")
      {
        integer = false
        index += 1
      } else if isWordByte(byte) {
        integer = false
        index += 1
      } else {
        break
      }
    }
    append(integer ? .integer : .number, from: start)
  }

  /// A run of operator characters is one operator, except that a `?` or `!` glued to what comes
  /// before it is a postfix operator of one character (`value?.name`, `value!`), and a `.` glued
  /// to a word is member access.
  private mutating func lexOperator() {
    let start = index
    let byte = bytes[index]
    let previousGlued =
      !spaceBefore
      && tokens.last.map { $0.kind != .symbol || [")", "]"].contains($0.text) } == true
    if (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")) && previousGlued {
      index += 1
      append(.symbol, from: start)
      return
    }
    if byte == UInt8(ascii: "."), peek(1) != UInt8(ascii: ".") {
      index += 1
      append(.symbol, from: start)
      return
    }
    let dotted = byte == UInt8(ascii: ".")
    while index < bytes.count && Self.operatorCharacters.contains(bytes[index]) {
      if !dotted && bytes[index] == UInt8(ascii: ".") { break }
      if index > start && bytes[index] == UInt8(ascii: "/")
        && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"))
      {
        break
      }
      index += 1
    }
    append(.symbol, from: start)
  }
}
