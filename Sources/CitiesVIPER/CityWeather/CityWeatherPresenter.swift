import CitiesDomain
import CitiesPresentationWords

/// What the city-weather view tells its presenter.
///
/// The `async` events return once their work is done.
@MainActor
public protocol CityWeatherEventHandler: AnyObject {
  /// The weather comes on screen.
  func viewIsReady() async

  /// The user asks to fetch the weather again after a failure.
  func didTapRetry() async

  /// The user leaves the weather.
  func didTapBack()
}

/// The city-weather scene's presenter: it asks the interactor for the report, words it by the rules
/// every pattern shares (`WeatherReportWords`), and sends the user back through the router.
@MainActor
public final class CityWeatherPresenter: CityWeatherEventHandler {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any CityWeatherView)?
  private let interactor: any CityWeatherInteractorInput
  private let router: any CityWeatherWireframe

  /// Makes the presenter between the view, the interactor and the router.
  public init(
    view: any CityWeatherView, interactor: any CityWeatherInteractorInput,
    router: any CityWeatherWireframe
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  public func viewIsReady() async {
    // The title names the scene, not the report: it shows at once, and stays if loading fails.
    view?.setTitle(interactor.city.name)
    await loadWeather()
  }

  public func didTapRetry() async {
    await loadWeather()
  }

  public func didTapBack() {
    router.closeWeather()
  }

  private func loadWeather() async {
    view?.showLoading()
    do {
      let report = WeatherReportWords(try await interactor.fetchWeather())
      view?.showWeather(
        temperature: report.temperature, condition: report.condition, days: report.forecast)
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.showFailure(CityWeatherWords.couldNotLoad(reason: reason))
    }
  }
}
