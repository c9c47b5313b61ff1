import CitiesMVPTestSupport
import CitiesTestSupport

// Reads what the MVP views were told, message by message, into the words every pattern shares.
extension ShownScreen {
  // The view reads the title from its presenter whenever it draws, so only the last one counts.
  init(mvpCities messages: [CitiesViewSpy.Message], title: String?) {
    self.init(title: title)
    for message in messages {
      switch message {
      case .loading: show(.loading)
      case .rows(let rows): show(.rows(rows.map(texts(of:))))
      case .emptyState(let message): show(.empty(message))
      case .error(let message): show(.error(message))
      case .alert(let message): alerts.append(message)
      // The offer to undo is a notice under the title, not an alert; the pattern's suite checks it.
      case .undoOffer: break
      }
    }
  }

  init(mvpAddCity messages: [AddCityViewSpy.Message]) {
    self.init()
    for message in messages {
      switch message {
      case .idle(let message): show(.idle(message))
      case .hint(let message): show(.hint(message))
      case .searching: show(.searching)
      case .results(let rows): show(.rows(rows.map(texts(of:))))
      case .noResults(let message): show(.empty(message))
      case .error(let message): show(.error(message))
      case .alert(let message): alerts.append(message)
      }
    }
  }

  // An MVP view draws a report in two steps, the weather now and then the forecast table, so the
  // forecast completes the report already on screen.
  init(mvpCityWeather messages: [CityWeatherViewSpy.Message]) {
    self.init()
    for message in messages {
      switch message {
      case .loading: show(.loading)
      case .title(let title): self.title = title
      case .current(let temperature, let condition):
        show(.report(current: [temperature, condition], forecast: []))
      case .forecast(let rows): showForecast(rows.map(texts(of:)))
      case .error(let message): show(.error(message))
      case .alert(let message): alerts.append(message)
      }
    }
  }

  private mutating func showForecast(_ forecast: [[String]]) {
    guard case .report(let current, _) = state else {
      show(.report(current: [], forecast: forecast))
      return
    }
    replaceState(with: .report(current: current, forecast: forecast))
  }
}

private func texts(of row: CityCellViewSpy.Row) -> [String] {
  [row.title, row.subtitle].compactMap(\.self)
}

private func texts(of row: ForecastCellViewSpy.Row) -> [String] {
  [row.day, row.minimum, row.maximum, row.condition].compactMap(\.self)
}
