import CitiesMVP
import CitiesPresentationWords

/// One forecast row of MVP's weather view: the presenter fills it field by field, and the screen
/// lays out the words it was filled with.
@MainActor
final class MVPForecastCell: ForecastCellView {
  private var (day, minimum, maximum, condition) = ("", "", "", "")

  /// The day in the words the presenter filled in, as every pattern hands a day to the screen.
  var words: ForecastDayWords {
    ForecastDayWords(day: day, minimum: minimum, maximum: maximum, condition: condition)
  }

  func display(day: String) { self.day = day }

  func display(minimum: String) { self.minimum = minimum }

  func display(maximum: String) { self.maximum = maximum }

  func display(condition: String) { self.condition = condition }
}
