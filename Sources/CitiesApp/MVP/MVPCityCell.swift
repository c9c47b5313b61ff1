import CitiesMVP

/// One city row of an MVP list in the terminal: the presenter fills it, the screen lays it out.
@MainActor
final class MVPCityCell: CityCellView, CityRowContent {
  private(set) var title = ""
  private(set) var subtitle = ""

  func display(title: String) { self.title = title }

  func display(subtitle: String) { self.subtitle = subtitle }
}
