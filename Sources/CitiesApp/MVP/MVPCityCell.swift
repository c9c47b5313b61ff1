import CitiesMVP
import CitiesTerminalKit

/// One city row of an MVP list in the terminal: the presenter fills it, the view reads its columns.
@MainActor
final class MVPCityCell: CityCellView, TerminalCell {
  private var title = ""
  private var subtitle = ""

  var columns: [String] { Screen.cityRow(title: title, subtitle: subtitle) }

  func display(title: String) { self.title = title }

  func display(subtitle: String) { self.subtitle = subtitle }
}
