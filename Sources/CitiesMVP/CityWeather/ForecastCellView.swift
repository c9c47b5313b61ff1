/// One row of the forecast table: the presenter fills it with ready-made text, the app draws it.
@MainActor
public protocol ForecastCellView: AnyObject {
  /// Shows the day: `Today` for the first row, then a short weekday such as `Fri`.
  func display(day: String)

  /// Shows the day's lowest temperature, such as `4°C`, or `–` when it is not known.
  func display(minimum: String)

  /// Shows the day's highest temperature, such as `12°C`, or `–` when it is not known.
  func display(maximum: String)

  /// Shows the day's weather, such as `Partly cloudy`, or `–` when it is not known.
  func display(condition: String)
}
