import CitiesRedux

// Reads the states a Redux view observed, one by one, into the words every pattern shares.
extension ShownScreen {
  init(reduxCities states: [CitiesState], title: String?, alerts: [String]) {
    self.init(title: title, states: states.map { shown($0.content) }, alerts: alerts)
  }

  init(reduxAddCity states: [AddCityState], alerts: [String]) {
    self.init(states: states.map { shown($0.content) }, alerts: alerts)
  }

  init(reduxCityWeather states: [CityWeatherState], title: String?, alerts: [String]) {
    self.init(title: title, states: states.map { shown($0.content) }, alerts: alerts)
  }
}

private func shown(_ content: CitiesContent) -> ShownState {
  switch content {
  case .loading: .loading
  case .list(let rows): .rows(rows.map(texts(of:)))
  case .empty(let message): .empty(message)
  case .error(let message): .error(message)
  }
}

private func shown(_ content: AddCityContent) -> ShownState {
  switch content {
  case .idle(let message): .idle(message)
  case .hint(let message): .hint(message)
  case .searching: .searching
  case .results(let rows): .rows(rows.map(texts(of:)))
  case .noMatches(let message): .empty(message)
  case .failed(let message): .error(message)
  }
}

private func shown(_ content: CityWeatherContent) -> ShownState {
  switch content {
  case .loading: .loading
  case .report(let report):
    .report(
      current: [report.temperature, report.condition],
      forecast: report.days.map { [$0.day, $0.minimum, $0.maximum, $0.condition] }
    )
  case .error(let message): .error(message)
  }
}

private func texts(of row: CityRow) -> [String] {
  [row.title, row.subtitle]
}
