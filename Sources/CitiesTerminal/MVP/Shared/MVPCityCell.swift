import CitiesMVP

/// One city row of an MVP list in the terminal: the presenter fills it, the view reads its columns.
@MainActor
final class MVPCityCell: CityCellView {
  private var title = ""
  private var subtitle = ""

  /// The row as the screen lays it out.
  var columns: [String] { Screen.cityRow(title: title, subtitle: subtitle) }

  func display(title: String) {
    self.title = title
  }

  func display(subtitle: String) {
    self.subtitle = subtitle
  }
}
