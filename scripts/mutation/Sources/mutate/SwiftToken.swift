/// One token of Swift source as the mutation runner reads it: enough to find operators, literals
/// and statements, and the bytes each covers, without a parser.
struct SwiftToken {
  enum Kind: Equatable {
    case word, integer, number, string, symbol, attribute, pound
  }

  var kind: Kind
  var text: String
  /// The byte offsets of the token in its file: `start..<end`.
  var start: Int
  var end: Int
  var line: Int
  /// Whether whitespace, a comment or a line break comes right before the token.
  var spaceBefore: Bool
  var newlineBefore: Bool
  /// Inside an `#if` region: code that another system, or another configuration, may compile
  /// instead, so no mutant goes there.
  var conditional: Bool
  /// Inside an attribute's arguments, such as `@available(macOS 15, *)`.
  var inAttribute = false
}
