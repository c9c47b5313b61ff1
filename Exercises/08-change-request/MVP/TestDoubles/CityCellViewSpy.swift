// Made by scripts/kata.py from Sources/CitiesMVPTestSupport/Shared/CityCellViewSpy.swift.

/// A `CityCellView` that keeps what it was told to show, so a test reads a row as the user would.
@MainActor
public final class CityCellViewSpy: CityCellView, CellViewSpy {
  /// A city row as shown; `nil` where the presenter showed nothing.
  public struct Row: Equatable, Sendable {
    /// The row's title.
    public var title: String?
    /// The row's subtitle.
    public var subtitle: String?

    /// Makes a row showing the given texts.
    public init(title: String?, subtitle: String?) {
      self.title = title
      self.subtitle = subtitle
    }
  }

  /// What the cell shows now.
  public private(set) var row = Row(title: nil, subtitle: nil)

  /// Makes an empty cell.
  public init() {}

  public func display(title: String) { row.title = title }

  public func display(subtitle: String) { row.subtitle = subtitle }
}
