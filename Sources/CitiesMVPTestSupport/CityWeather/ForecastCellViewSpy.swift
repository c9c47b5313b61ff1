import CitiesMVP

/// A `ForecastCellView` that keeps what it was told to show, so a test reads a forecast row as the
/// user would.
@MainActor
public final class ForecastCellViewSpy: ForecastCellView, CellViewSpy {
  /// A forecast row as shown; `nil` where the presenter showed nothing.
  public struct Row: Equatable, Sendable {
    /// The day, such as `Today` or `Fri`.
    public var day: String?
    public var minimum: String?
    public var maximum: String?
    public var condition: String?

    public init(day: String?, minimum: String?, maximum: String?, condition: String?) {
      self.day = day
      self.minimum = minimum
      self.maximum = maximum
      self.condition = condition
    }
  }

  public private(set) var row = Row(day: nil, minimum: nil, maximum: nil, condition: nil)

  public init() {}

  public func display(day: String) { row.day = day }

  public func display(minimum: String) { row.minimum = minimum }

  public func display(maximum: String) { row.maximum = maximum }

  public func display(condition: String) { row.condition = condition }
}
