import CitiesTerminalKit

// What VIP's shell traces, in order, in each journey ShellTraceTests plays.
extension ShellTraces {
  static let vip = ShellTraces(
    starting: [
      event(.view, .interactor, "loadCities(request: Request())"),
      event(.interactor, .presenter, "presentCities(response: .loading)"),
      event(.presenter, .view, "displayCities(viewModel: .loading)"),
      event(.interactor, .useCase, "displayCities()"),
      reply(.useCase, .interactor, "0 cities"),
      event(.interactor, .presenter, "presentCities(response: .loaded(0 cities, order: .added))"),
      event(.presenter, .view, "displayCities(viewModel: .empty(\(emptyMessage)))"),
    ],
    adding: [
      event(.view, .router, "routeToAddCity()"),
      event(.router, .navigator, "showAddCity()"),
      event(.view, .interactor, #"searchCities(request: Request(text: ""))"#),
      event(.interactor, .presenter, "presentSearch(response: .idle)"),
      event(.presenter, .view, "displaySearch(viewModel: .idle(\(idleMessage)))"),
      event(.view, .interactor, #"searchCities(request: Request(text: "lon"))"#),
      event(.interactor, .presenter, "presentSearch(response: .searching)"),
      event(.presenter, .view, "displaySearch(viewModel: .searching)"),
      event(.interactor, .useCase, #"search("lon")"#),
      reply(.useCase, .interactor, "2 cities"),
      event(.interactor, .presenter, #"presentSearch(response: .found(2 cities, query: "lon"))"#),
      event(.presenter, .view, "displaySearch(viewModel: .result(2 rows))"),
    ],
    opening: [
      event(.view, .interactor, "selectCity(request: Request(cityID: 2950159))"),
      event(.view, .router, "routeToCityWeather()"),
      event(.router, .navigator, "showCityWeather(for: Berlin)"),
    ])
}
