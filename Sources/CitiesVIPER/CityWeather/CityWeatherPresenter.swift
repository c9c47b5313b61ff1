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

/// The city-weather scene's presenter: it asks the interactor for the report, formats it by the
/// rules of `WeatherText`, and sends the user back through the router.
@MainActor
public final class CityWeatherPresenter: CityWeatherEventHandler {
  private weak var view: (any CityWeatherView)?
  private let (interactor, router): (any CityWeatherInteractorInput, any CityWeatherWireframe)

  /// Makes the presenter between the view, the interactor and the router.
  public init(
    view: any CityWeatherView, interactor: any CityWeatherInteractorInput,
    router: any CityWeatherWireframe
  ) {
    (self.view, self.interactor, self.router) = (view, interactor, router)
  }

  public func didTapBack() {
    router.closeWeather()
  }

  public func didTapRetry() async {
    await showLoadingThenWeather()
  }

  // The title names the scene, not the report: it shows at once, and stays if fetching fails.
  public func viewIsReady() async {
    view?.setTitle(interactor.city.name)
    await showLoadingThenWeather()
  }

  private func showLoadingThenWeather() async {
    view?.showLoading()
    do {
      show(try await interactor.fetchWeather())
    } catch {
      view?.showFailure(CityWeatherWords.couldNotLoad(reason: "\(error)"))
    }
  }

  private func show(_ report: WeatherReport) {
    view?.showWeather(
      temperature: WeatherText.degrees(report.current.temperatureCelsius),
      condition: WeatherText.condition(report.current.condition),
      days: report.daily.enumerated().map { ForecastDayItem($1, isToday: $0 == 0) })
  }
}
