import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport

// Reads what the VIPER search and weather presenters told their views, one call at a time, into
// the words every pattern shares; the saved list's reader is ShownScreen+VIPERCities.swift.
extension ShownScreen {
  init(viperAddCity messages: [AddCityViewSpy.Message]) {
    self.init()
    for message in messages {
      switch message {
      case .idle(let message): show(.idle(message))
      case .hint(let message): show(.hint(message))
      case .searching: show(.searching)
      case .results(let items): show(.rows(items.map { [$0.title, $0.subtitle] }))
      case .noMatches(let message): show(.empty(message))
      case .searchFailure(let message): show(.error(message))
      case .alert(let message): alerts.append(message)
      }
    }
  }

  init(viperCityWeather messages: [CityWeatherViewSpy.Message]) {
    self.init()
    for message in messages {
      switch message {
      case .title(let title): self.title = title
      case .loading: show(.loading)
      case .weather(let temperature, let condition, let days):
        let forecast = days.map { [$0.day, $0.minimum, $0.maximum, $0.condition] }
        show(.report(current: [temperature, condition], forecast: forecast))
      case .failure(let message): show(.error(message))
      case .alert(let message): alerts.append(message)
      }
    }
  }
}
