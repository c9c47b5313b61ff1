import CitiesTerminalKit

// What VIPER's shell traces, in order, in each journey ShellTraceTests plays.
extension ShellTraces {
  static let viper = ShellTraces(
    starting: [
      event(.view, .presenter, "viewWillAppear()"),
      event(.presenter, .view, #"showLoading(title: "Saved cities")"#),
      event(.presenter, .interactor, "fetchCities()"),
      event(.interactor, .useCase, "displayCities()"),
      reply(.useCase, .interactor, "0 cities"),
      reply(.interactor, .presenter, "0 cities"),
      event(.presenter, .view, #"showNoCities("No saved cities yet.", title: "Saved cities")"#),
    ],
    adding: [
      event(.view, .presenter, "didTapAdd()"),
      event(.router, .navigator, "showAddCity()"),
      event(.view, .presenter, "viewIsReady()"),
      event(.presenter, .view, #"showIdle("Type a city name to search.")"#),
      event(.view, .presenter, #"didType("lon")"#),
      event(.presenter, .interactor, #"search(for: "lon")"#),
      event(.interactor, .presenter, "willSend()"),
      event(.presenter, .view, "showSearching()"),
      event(.interactor, .useCase, #"search("lon")"#),
      reply(.useCase, .interactor, "2 cities"),
      reply(.interactor, .presenter, #".found(2 cities, query: "lon")"#),
      event(.presenter, .view, "showResults(2 rows)"),
    ],
    opening: [
      event(.view, .presenter, "didSelect(cityID: 2950159)"),
      event(.presenter, .interactor, "city(withID: 2950159)"),
      reply(.interactor, .presenter, "Berlin"),
      event(.router, .navigator, "showCityWeather(for: Berlin)"),
    ])
}
