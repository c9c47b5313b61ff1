extension TerminalText {
  /// The text sanitised, then broken into lines of at most `width` characters.
  ///
  /// Messages and alerts are wrapped rather than cut, because their end (a file's path, the
  /// reason a service gave) is often the part that matters. Lines break at spaces; a word longer
  /// than a line is split.
  public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    var line = ""
    for word in sanitized(text).split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      while word.count > width {
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      line += line.isEmpty ? word : " " + word
    }
    return lines + (line.isEmpty ? [] : [line])
  }
}
