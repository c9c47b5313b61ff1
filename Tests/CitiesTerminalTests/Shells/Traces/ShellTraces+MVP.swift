import CitiesTerminalKit

// What MVP's shell traces, in order, in each journey ShellTraceTests plays.
extension ShellTraces {
  static let mvp = ShellTraces(
    starting: [
      event(.view, .presenter, "viewDidAppear()"),
      event(.presenter, .view, "displayLoading()"),
      event(.view, .presenter, "title"),
      event(.presenter, .useCase, "displayCities()"),
      reply(.useCase, .presenter, "0 cities"),
      event(.presenter, .view, "displayEmptyState(\(emptyMessage))"),
      event(.view, .presenter, "title"),
    ],
    adding: [
      event(.view, .presenter, "addButtonPressed()"),
      event(.presenter, .router, "showAddCity()"),
      event(.view, .presenter, "viewDidLoad()"),
      event(.presenter, .view, "displayIdle(\(idleMessage))"),
      event(.view, .presenter, #"searchTextDidChange("lon")"#),
      event(.presenter, .view, "displaySearching()"),
      event(.presenter, .useCase, #"search("lon")"#),
      reply(.useCase, .presenter, "2 cities"),
      event(.presenter, .view, "refreshSearchResultsView()"),
      event(.view, .presenter, "numberOfSearchResults"),
      event(.view, .presenter, "configure(cell: CitiesApp.MVPCityCell, forRow: 0)"),
      event(.view, .presenter, "configure(cell: CitiesApp.MVPCityCell, forRow: 1)"),
    ],
    opening: [
      event(.view, .presenter, "didSelect(row: 0)"),
      event(.presenter, .router, "showCityWeather(for: Berlin)"),
    ])
}
