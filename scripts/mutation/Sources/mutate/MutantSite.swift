/// One place in a file where the runner can change the code, and the changes it makes there.
///
/// An expression is replaced behind `__mutant(id) ? … : …`, or a statement skipped behind
/// `if !__mutant(id) { … }`. A site's changes may hold other sites (an operand's literal), so
/// the build carries them all.
struct MutantSite {
  enum Shape { case expression, statement }

  /// A piece of a change: text of its own, or the original bytes `start..<end` with whatever
  /// sites lie inside them.
  enum Piece {
    case text(String)
    case original(Int, Int)
  }

  struct Change {
    var `operator`: String
    var mutated: [Piece]
    /// How the change reads in a report and in the triage file: "`<=` → `<`".
    var summary: String
  }

  var shape: Shape
  var start: Int
  var end: Int
  var line: Int
  var original: [Piece]
  var changes: [Change]
}

/// One mutant: a site's change, numbered for the run-time switch, and where it lives.
struct Mutant {
  var id: Int
  var target: String
  /// The file's path from the package's root.
  var file: String
  var line: Int
  /// The original line, trimmed, which the triage file quotes to find the mutant again.
  var lineText: String
  var `operator`: String
  var summary: String
  var siteIndex: Int
  /// Which of its site's changes this mutant is.
  var change: Int = 0
}
