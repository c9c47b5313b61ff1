import CitiesTerminalKit

/// The saved list as the shells show it, with the given rows, or the empty list's invitation.
func savedCitiesScreen(rows: [[String]] = []) -> Screen {
  guard rows.isEmpty else {
    return Screen(
      scene: .cities, title: "Saved cities (\(rows.count)), in the order added", rows: rows)
  }
  return Screen(
    scene: .cities, title: "Saved cities",
    message: #"No saved cities yet. Type "add" and a name to find one."#)
}

/// The search showing the given result rows.
func searchResultsScreen(rows: [[String]]) -> Screen {
  Screen(scene: .addCity, title: "Add a city", rows: rows)
}

/// Berlin as a row of a list of cities.
func berlinRow() -> [String] {
  ["Berlin", "Germany"]
}

/// Berlin's weather screen for `anyWeatherReport()`: 18°C and clear now, five days from Thursday.
func berlinWeatherScreen() -> Screen {
  Screen(
    scene: .cityWeather, title: "Berlin", summary: "18°C, Clear sky",
    rows: [
      ["Today", "4°C", "12°C", "Partly cloudy"],
      ["Fri", "5°C", "13°C", "Partly cloudy"],
      ["Sat", "6°C", "14°C", "Partly cloudy"],
      ["Sun", "7°C", "15°C", "Partly cloudy"],
      ["Mon", "8°C", "16°C", "Partly cloudy"],
    ])
}
