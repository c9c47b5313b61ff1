/// The messages docs/SCENES.md gives: every backticked string in the "The view shows" column of a
/// scene table, and in the column that says how `<error>` reads, with `<placeholders>` where a
/// pattern fills in a value.
///
/// The backticked strings of the formatting rules' "Examples" column are **examples**: what a rule
/// of the words gives for some value. Text outside those columns (the prose, the "When" column)
/// describes, and no words entry has to match it.
struct ScenesDocument {
  static let path = "docs/SCENES.md"
  static let messageColumn = "The view shows"
  static let reasonColumn = "`<error>` reads"
  static let exampleColumn = "Examples"

  /// Each message, in the order the document gives them; a message given twice counts once.
  let messages: [String]
  /// Each example of the formatting rules, in the document's order.
  let examples: [String]
  /// How many tables have a "The view shows" column.
  let sceneTables: Int

  init(markdown: String) {
    var messages: [String] = []
    var examples: [String] = []
    var sceneTables = 0
    var column: Int?
    var examplesColumn: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        (column, examplesColumn) = (nil, nil)
        continue
      }
      let cells = Self.cells(of: line)
      if column == nil && examplesColumn == nil {
        column = cells.firstIndex(of: Self.messageColumn) ?? cells.firstIndex(of: Self.reasonColumn)
        examplesColumn = cells.firstIndex(of: Self.exampleColumn)
        sceneTables += cells.contains(Self.messageColumn) ? 1 : 0
        // A header with neither column opens a table this check reads nothing of.
        if column == nil && examplesColumn == nil { column = -1 }
      } else if let column, cells.indices.contains(column) {
        messages += Self.backticked(in: cells[column]).filter { !messages.contains($0) }
      } else if let examplesColumn, cells.indices.contains(examplesColumn) {
        examples += Self.backticked(in: cells[examplesColumn])
      }
    }
    self.messages = messages
    self.examples = examples
    self.sceneTables = sceneTables
  }

  static func read() throws -> ScenesDocument {
    ScenesDocument(markdown: try RepositoryFile.text(at: path))
  }

  private static func cells(of row: Substring) -> [String] {
    row.split(separator: "|", omittingEmptySubsequences: false)
      .dropFirst()
      .dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  private static func backticked(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false)
      .enumerated()
      .filter { $0.offset.isMultiple(of: 2) == false }
      .map { String($0.element) }
  }
}
