/// Makes any text safe and short enough to print: the one gate every string passes on its way to
/// the screen, whether it came from the user, a file or a web service.
public enum TerminalText {
  /// The text with every control character and whole escape sequence (`ESC [ 31 m`) taken out,
  /// bidirectional overrides too; line breaks and tabs become spaces, as each string is one line.
  public static func sanitized(_ text: String) -> String {
    var filter = ControlSequenceFilter()
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let kept = filter.pass(scalar) { result.append(kept) }
    }
    return String(result)
  }

  /// The text cut to at most `width` characters (never splitting one), ending in "…" if cut.
  public static func truncated(_ text: String, toWidth width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    return text.prefix(width - 1) + "…"
  }

  public static func fitted(_ text: String, toWidth width: Int) -> String {
    truncated(sanitized(text), toWidth: width)
  }

  /// The text sanitised, then broken at spaces into lines of at most `width` characters; messages
  /// wrap rather than cut, as their end (a path, a service's reason) often matters most.
  public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
    broken(sanitized(text), toWidth: max(width, 1), indent: 0, continuation: 0)
  }

  /// The text sanitised; when wider than `width`, broken at spaces into lines that fit, each after
  /// the first indented two more columns, so a narrow terminal still shows every word.
  public static func folded(_ text: String, toWidth width: Int) -> [String] {
    let (clean, width) = (sanitized(text), max(width, 1))
    guard clean.count > width else { return [clean] }
    let indent = min(clean.prefix { $0 == " " }.count, width / 2)
    return broken(clean, toWidth: width, indent: indent, continuation: min(indent + 2, width / 2))
  }

  private static func broken(_ text: String, toWidth width: Int, indent: Int, continuation: Int)
    -> [String]
  {
    var lines: [String] = []
    var line = String(repeating: " ", count: indent)
    var hasWord = false
    for word in text.split(separator: " ") {
      var word = word
      if hasWord, line.count + 1 + word.count > width {
        lines.append(line)
        (line, hasWord) = (String(repeating: " ", count: continuation), false)
      }
      while !hasWord, line.count + word.count > width {
        lines.append(line + word.prefix(width - line.count))
        word = word.dropFirst(width - line.count)
        line = String(repeating: " ", count: continuation)
      }
      line += (hasWord ? " " : "") + word
      hasWord = true
    }
    return lines + (hasWord ? [line] : [])
  }
}
