import CitiesMVP

/// One forecast row of MVP's weather view: the presenter fills it, the screen lays it out.
@MainActor
final class MVPForecastCell: ForecastCellView, ForecastRowContent {
  private(set) var (day, minimum, maximum, condition) = ("", "", "", "")

  func display(day: String) { self.day = day }

  func display(minimum: String) { self.minimum = minimum }

  func display(maximum: String) { self.maximum = maximum }

  func display(condition: String) { self.condition = condition }
}
