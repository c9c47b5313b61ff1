/// Rows laid out in columns, numbered when a number can choose them
/// (`  1  London  England, United Kingdom`), the name cut to `nameLimit` so that one very long name
/// cannot push every row's other columns off the screen.
struct RowTable {
  /// How long a name may be before it is cut: longer than place names are, and the same at every
  /// width, so a narrow terminal folds a row rather than losing words of it.
  static let nameLimit = 30

  let rows: [[String]]
  let isNumbered: Bool

  var lines: [String] {
    let cells = rows.map { row in
      row.enumerated().map { column, cell in
        let clean = TerminalText.sanitized(cell)
        return column == 0 ? TerminalText.truncated(clean, toWidth: Self.nameLimit) : clean
      }
    }
    let columnWidths = widths(of: cells)
    let numberWidth = String(rows.count).count
    return cells.enumerated().map { index, row in
      let columns = row.enumerated().map { column, cell in
        cell.padded(to: column == row.count - 1 ? 0 : columnWidths[column])
      }
      guard isNumbered else { return "  " + columns.joined(separator: "  ") }
      let number = String(index + 1)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      return "  \(padding)\(number)  \(columns.joined(separator: "  "))"
    }
  }

  private func widths(of cells: [[String]]) -> [Int] {
    let columnCount = cells.map(\.count).max() ?? 0
    return (0..<columnCount).map { column in
      cells.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(width - count, 0))
  }
}
