import CitiesTestSupport
import CitiesVIP
import CitiesVIPTestSupport

// Reads the view models the VIP views were given, one by one, into the words every pattern shares.
extension ShownScreen {
  init(vipCities messages: [CitiesDisplayLogicSpy.Message]) {
    self.init()
    for message in messages {
      switch message {
      case .displayCities(let viewModel):
        title = viewModel.title
        show(shown(viewModel.state))
      case .displayDeleteCity(let viewModel): alerts.append(viewModel.alertMessage)
      case .displayUndoDelete(.alert(let message)): alerts.append(message)
      // The offer to undo is a notice under the title, not an alert; the pattern's suite checks it.
      case .displayUndoDelete(.offer): break
      }
    }
  }

  init(vipAddCity messages: [AddCityDisplayLogicSpy.Message]) {
    self.init()
    for message in messages {
      switch message {
      case .displaySearch(let viewModel): show(shown(viewModel.state))
      case .displayChosenCity(.added): break
      case .displayChosenCity(.alert(let message)): alerts.append(message)
      }
    }
  }

  // A report after a rename carries the new name too, so the renames' titles may come last.
  init(
    vipCityWeather viewModels: [CityWeather.LoadWeather.ViewModel],
    renames: [CityWeather.RenameCity.ViewModel] = []
  ) {
    self.init()
    for viewModel in viewModels {
      title = viewModel.title
      show(shown(viewModel.state))
    }
    for rename in renames {
      switch rename {
      case .renamed(let newTitle): title = newTitle
      case .alert(let message): alerts.append(message)
      }
    }
  }
}

private func shown(_ state: CitiesViewState) -> ShownState {
  switch state {
  case .loading: .loading
  case .result(let rows): .rows(rows.map { [$0.title, $0.subtitle] })
  case .empty(let message): .empty(message)
  case .error(let message): .error(message)
  }
}

private func shown(_ state: AddCityViewState) -> ShownState {
  switch state {
  case .idle(let message): .idle(message)
  case .hint(let message): .hint(message)
  case .searching: .searching
  case .result(let rows): .rows(rows.map { [$0.title, $0.subtitle] })
  case .empty(let message): .empty(message)
  case .error(let message): .error(message)
  }
}

private func shown(_ state: CityWeatherViewState) -> ShownState {
  switch state {
  case .loading: .loading
  case .result(let report):
    .report(
      current: [report.temperature, report.condition],
      forecast: report.forecast.map { [$0.day, $0.minimum, $0.maximum, $0.condition] }
    )
  case .error(let message): .error(message)
  }
}
