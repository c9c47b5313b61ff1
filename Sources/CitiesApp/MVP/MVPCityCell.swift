import CitiesMVP

/// One city row of an MVP list in the terminal: the presenter fills it, the screen lays it out.
@MainActor
final class MVPCityCell: CityCellView {
  /// What the presenter filled in: the city's name, and where it is.
  private(set) var city = (title: "", subtitle: "")

  func display(title: String) { city.title = title }

  func display(subtitle: String) { city.subtitle = subtitle }
}
