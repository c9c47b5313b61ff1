/// The messages docs/SCENES.md gives: every backticked string in the "The view shows" column of a
/// scene table, and in the column that says how `<error>` reads, with `<placeholders>` where a
/// pattern fills in a value.
///
/// Text outside those columns (the formatting rules, the prose, the "When" column) is not a
/// message: it describes, and no words entry has to match it.
struct ScenesDocument {
  static let path = "docs/SCENES.md"
  static let messageColumn = "The view shows"
  static let reasonColumn = "`<error>` reads"

  /// Each message, in the order the document gives them; a message given twice counts once.
  let messages: [String]
  /// How many tables have a "The view shows" column.
  let sceneTables: Int

  init(markdown: String) {
    var messages: [String] = []
    var sceneTables = 0
    var column: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        column = nil
        continue
      }
      let cells = Self.cells(of: line)
      if column == nil {
        column = cells.firstIndex(of: Self.messageColumn) ?? cells.firstIndex(of: Self.reasonColumn)
        sceneTables += cells.contains(Self.messageColumn) ? 1 : 0
      } else if let column, cells.indices.contains(column) {
        messages += Self.backticked(in: cells[column]).filter { !messages.contains($0) }
      }
    }
    self.messages = messages
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
