import CitiesDomain
import CitiesPresentationWords

/// What the city-weather interactor can hand its presenter: the VIP loop's middle hop.
@MainActor
public protocol CityWeatherPresentationLogic {
  func presentWeather(response: CityWeather.LoadWeather.Response)
  func presentRenameCity(response: CityWeather.RenameCity.Response)
}

/// The city-weather scene's presentation logic: it turns a report into the words to show, by the
/// rules every pattern shares (`WeatherReportWords`).
@MainActor
public final class CityWeatherPresenter: CityWeatherPresentationLogic {
  // Weak, because the view owns the interactor that owns this presenter.
  private weak var view: (any CityWeatherDisplayLogic)?

  public init(view: any CityWeatherDisplayLogic) {
    self.view = view
  }

  public func presentWeather(response: CityWeather.LoadWeather.Response) {
    switch response {
    case .loading(let city):
      display(city, .loading)
    case .loaded(let city, let report):
      display(city, .result(displayedReport(WeatherReportWords(report))))
    case .failed(let city, let error):
      let reason = error.reason(or: FailureWords.unknownReason)
      display(city, .error(message: CityWeatherWords.couldNotLoad(reason: reason)))
    }
  }

  public func presentRenameCity(response: CityWeather.RenameCity.Response) {
    switch response {
    case .renamed(let city):
      view?.displayRenameCity(viewModel: .renamed(title: city.name))
    case .failed(let city, let error):
      let message = CityWeatherWords.message(forFailureToRename: city, error: error)
      view?.displayRenameCity(viewModel: .alert(message: message))
    }
  }

  private func display(_ city: City, _ state: CityWeatherViewState) {
    view?.displayWeather(
      viewModel: CityWeather.LoadWeather.ViewModel(title: city.name, state: state))
  }

  // The shared rules word the report; the view model carries the words in the scene's own types.
  private func displayedReport(
    _ words: WeatherReportWords
  ) -> CityWeather.LoadWeather.ViewModel.DisplayedReport {
    .init(
      temperature: words.temperature, condition: words.condition,
      forecast: words.forecast.map {
        .init(day: $0.day, minimum: $0.minimum, maximum: $0.maximum, condition: $0.condition)
      })
  }
}
