import CitiesTerminalKit

// What MVVM's shell traces, in order, in each journey ShellTraceTests plays.
extension ShellTraces {
  static let mvvm = ShellTraces(
    starting: [
      event(.viewModel, .view, "state = .loading"),
      event(.view, .viewModel, "viewDidAppear()"),
      event(.viewModel, .useCase, "displayCities()"),
      reply(.useCase, .viewModel, "0 cities"),
      event(.viewModel, .view, "state = .empty(\(emptyMessage))"),
    ],
    adding: [
      event(.view, .viewModel, "didTapAdd()"),
      event(.viewModel, .navigator, "showAddCity()"),
      event(.viewModel, .view, "state = .idle(\(idleMessage))"),
      event(.view, .viewModel, #"didChangeQuery("lon")"#),
      event(.viewModel, .useCase, #"search("lon")"#),
      reply(.useCase, .viewModel, "2 cities"),
      event(.viewModel, .view, "state = .results(items: 2 rows)"),
    ],
    opening: [
      event(.view, .viewModel, "didSelectItem(Berlin)"),
      event(.viewModel, .navigator, "showCityWeather(for: Berlin)"),
    ])
}
