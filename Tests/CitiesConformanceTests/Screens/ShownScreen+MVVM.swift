import CitiesMVVM

// Reads the states an MVVM view observed, one by one, into the words every pattern shares.
extension ShownScreen {
  init(mvvmCities states: [CitiesState], title: String?, alerts: [String]) {
    self.init(title: title, states: states.map(shown), alerts: alerts)
  }

  init(mvvmAddCity states: [AddCityState], alerts: [String]) {
    self.init(states: states.map(shown), alerts: alerts)
  }

  init(mvvmCityWeather states: [CityWeatherState], title: String?, alerts: [String]) {
    self.init(title: title, states: states.map(shown), alerts: alerts)
  }
}

private func shown(_ state: CitiesState) -> ShownState {
  switch state {
  case .loading: .loading
  case .list(let items, _): .rows(items.map(texts(of:)))
  case .empty(let message): .empty(message)
  case .error(let message): .error(message)
  }
}

private func shown(_ state: AddCityState) -> ShownState {
  switch state {
  case .idle(let message): .idle(message)
  case .hint(let message): .hint(message)
  case .searching: .searching
  case .results(let items): .rows(items.map(texts(of:)))
  case .noMatches(let message): .empty(message)
  case .failed(let message): .error(message)
  }
}

private func shown(_ state: CityWeatherState) -> ShownState {
  switch state {
  case .loading: .loading
  case .report(let report):
    .report(
      current: [report.temperature, report.condition],
      forecast: report.forecast.map { [$0.day, $0.minimum, $0.maximum, $0.condition] }
    )
  case .error(let message): .error(message)
  }
}

private func texts(of item: CityItemViewModel) -> [String] {
  [item.title, item.subtitle]
}
