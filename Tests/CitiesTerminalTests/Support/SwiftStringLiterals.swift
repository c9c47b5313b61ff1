/// The string literals of a Swift source file, read as the compiler reads them.
///
/// Comments are left out, escapes are resolved, and each interpolation `\(…)` stands as
/// `placeholder` in its literal, while a literal inside the interpolation is a literal of its own.
/// Raw (`#"…"#`) and multi-line (`"""`) literals are read too.
struct SwiftStringLiterals {
  /// What an interpolation leaves in the text of its literal.
  static let placeholder: Character = "\u{FFFC}"

  private let characters: [Character]
  private var index = 0
  private var found: [String] = []

  private init(_ source: String) {
    characters = Array(source)
  }

  /// Every literal of `source`, each one after the literals of its interpolations.
  static func literals(in source: String) -> [String] {
    var reader = SwiftStringLiterals(source)
    reader.readCode(untilClosingParenthesis: false)
    return reader.found
  }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private func starts(with text: String) -> Bool {
    Array(text).enumerated().allSatisfy { peek($0.offset) == $0.element }
  }

  private mutating func readCode(untilClosingParenthesis: Bool) {
    var depth = 0
    while let character = peek() {
      if starts(with: "//") {
        while let next = peek(), next != "\n" { index += 1 }
      } else if starts(with: "/*") {
        skipBlockComment()
      } else if character == "#" || character == "\"" {
        let hashes = characters[index...].prefix { $0 == "#" }.count
        guard peek(hashes) == "\"" else {
          index += 1
          continue
        }
        index += hashes
        readLiteral(hashes: hashes)
      } else {
        index += 1
        if character == "(" { depth += 1 }
        if character == ")" {
          if untilClosingParenthesis && depth == 0 { return }
          depth -= 1
        }
      }
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while peek() != nil {
      if starts(with: "/*") {
        depth += 1
        index += 2
      } else if starts(with: "*/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  // `index` is at the opening quote, after any hashes.
  private mutating func readLiteral(hashes: Int) {
    let isMultiline = starts(with: "\"\"\"")
    let quote = isMultiline ? "\"\"\"" : "\""
    let closing = quote + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    index += quote.count
    var text = ""
    while peek() != nil {
      if starts(with: closing) {
        index += closing.count
        break
      }
      if starts(with: escape) {
        index += escape.count
        text += readEscape()
      } else {
        text.append(characters[index])
        index += 1
      }
    }
    found.append(isMultiline ? Self.withoutMultilineIndent(text) : text)
  }

  // `index` is after the backslash (and the hashes of a raw literal).
  private mutating func readEscape() -> String {
    guard let character = peek() else { return "" }
    index += 1
    switch character {
    case "(":
      // A literal inside the interpolation is found, and kept, before the one around it ends.
      readCode(untilClosingParenthesis: true)
      return String(Self.placeholder)
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0": return "\0"
    case "u":
      let digits = characters[index...].prefix { $0 != "}" }.dropFirst()
      index += digits.count + 2
      return UInt32(String(digits), radix: 16).flatMap(Unicode.Scalar.init).map(String.init) ?? ""
    case "\n":
      // A backslash at the end of a line of a multi-line literal joins the next line to it.
      return ""
    default: return String(character)
    }
  }

  // The compiler strips the closing delimiter's indentation from every line, and the line breaks
  // after the opening and before the closing delimiter.
  private static func withoutMultilineIndent(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let indent = lines.last.map { $0.prefix { $0 == " " }.count } ?? 0
    if lines.first?.isEmpty == true { lines.removeFirst() }
    if lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }
}
