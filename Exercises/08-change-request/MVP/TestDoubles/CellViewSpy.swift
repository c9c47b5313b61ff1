// Made by scripts/kata.py from Sources/CitiesMVPTestSupport/Shared/CellViewSpy.swift.

import Exercise08MVPStarter

/// A cell spy of a passive view's table: a fresh one keeps what a presenter configured into it.
///
/// View spies read their tables back through it the way a real table asks its data source, one
/// new cell a row, so a recorded message holds exactly the rows a user would have seen.
@MainActor
public protocol CellViewSpy {
  /// What one configured cell shows.
  associatedtype Row
  var row: Row { get }
  /// Makes a cell that shows nothing yet.
  init()
}

extension CellViewSpy {
  /// The rows a table of `count` cells shows, each configured by `configure` with its index.
  public static func rows(count: Int, configure: (Self, Int) -> Void) -> [Row] {
    (0..<count).map { index in
      let cell = Self()
      configure(cell, index)
      return cell.row
    }
  }
}
