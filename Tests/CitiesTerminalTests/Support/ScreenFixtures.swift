import CitiesTerminalKit

/// The saved-cities scene with the given number of rows.
func listScreen(rows count: Int = 3) -> Screen {
  Screen(
    scene: .cities, title: "Saved cities",
    rows: (1...max(count, 1)).prefix(count).map { ["City \($0)", "Country \($0)"] })
}

/// The search scene with the given number of results.
func searchScreen(results count: Int = 3) -> Screen {
  Screen(
    scene: .addCity, title: "Add a city",
    rows: (1...max(count, 1)).prefix(count).map { ["Result \($0)", "Country \($0)"] })
}

/// A city's weather with a two-day forecast.
func weatherScreen() -> Screen {
  Screen(
    scene: .cityWeather, title: "London", summary: "18°C, Clear sky",
    rows: [["Today", "4°C", "12°C", "Partly cloudy"], ["Fri", "-3°C", "2°C", "Snow"]])
}

/// The saved-cities scene after its load failed.
func failedListScreen() -> Screen {
  Screen(
    scene: .cities, title: "Saved cities", message: "Could not load your cities: disk full",
    canRetry: true)
}
