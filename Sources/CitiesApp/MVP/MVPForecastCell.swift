import CitiesMVP
import CitiesTerminalKit

/// One forecast row of MVP's weather view in the terminal: the presenter fills it, the view reads
/// its columns.
@MainActor
final class MVPForecastCell: ForecastCellView, TerminalCell {
  private var day = ""
  private var minimum = ""
  private var maximum = ""
  private var condition = ""

  var columns: [String] {
    Screen.forecastRow(day: day, minimum: minimum, maximum: maximum, condition: condition)
  }

  func display(day: String) { self.day = day }

  func display(minimum: String) { self.minimum = minimum }

  func display(maximum: String) { self.maximum = maximum }

  func display(condition: String) { self.condition = condition }
}
