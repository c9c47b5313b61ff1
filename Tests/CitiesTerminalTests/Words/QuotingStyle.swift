/// The house style for quoting what the app shows, as docs/DECISIONS.md gives it.
///
/// Double quotes go around a command, an option or an example to type, and around the user's own
/// text quoted back. A single quote may only be an apostrophe inside a word, as in "city's".
enum QuotingStyle {
  /// What is wrong with the quotes of one literal's text; empty when it keeps to the style.
  ///
  /// A literal of one character is a character the code looks for, not words it shows.
  static func problems(in text: String) -> [String] {
    let characters = Array(text)
    guard characters.count > 1 else { return [] }
    var problems: [String] = []
    for (offset, character) in characters.enumerated() {
      if character == "'" && !isApostrophe(at: offset, in: characters) {
        problems.append("a single quote used as a quotation mark")
      }
      if otherQuotationMarks.contains(character) {
        problems.append("the quotation mark \(character)")
      }
    }
    if !characters.filter({ $0 == "\"" }).count.isMultiple(of: 2) {
      problems.append("a double quote without its partner")
    }
    return problems
  }

  private static let otherQuotationMarks: Set<Character> = ["‘", "’", "“", "”", "«", "»"]

  // An apostrophe stands between two parts of one word: letters, digits or an interpolated value.
  private static func isApostrophe(at offset: Int, in characters: [Character]) -> Bool {
    guard offset > 0, offset + 1 < characters.count else { return false }
    return [characters[offset - 1], characters[offset + 1]].allSatisfy {
      $0.isLetter || $0.isNumber || $0 == SwiftStringLiterals.placeholder
    }
  }
}
