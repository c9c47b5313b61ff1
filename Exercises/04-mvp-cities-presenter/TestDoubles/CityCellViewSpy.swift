// Made by scripts/kata.py from Sources/CitiesMVPTestSupport/Shared/CityCellViewSpy.swift.

import Exercise04Starter

/// A `CityCellView` that keeps what it was told to show, so a test reads a row as the user would.
@MainActor
public final class CityCellViewSpy: CityCellView, CellViewSpy {
  /// A city row as shown; `nil` where the presenter showed nothing.
  public struct Row: Equatable, Sendable {
    public var title: String?
    public var subtitle: String?

    public init(title: String?, subtitle: String?) {
      self.title = title
      self.subtitle = subtitle
    }
  }

  public private(set) var row = Row(title: nil, subtitle: nil)

  public init() {}

  public func display(title: String) { row.title = title }

  public func display(subtitle: String) { row.subtitle = subtitle }
}
