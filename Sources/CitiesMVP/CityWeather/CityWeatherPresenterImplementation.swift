import CitiesDomain
import CitiesPresentationWords

/// The presenter of the city-weather scene: it loads one city's weather through the use case and
/// turns it into the text its view shows, knowing nothing of the screen behind `CityWeatherView`.
@MainActor
public final class CityWeatherPresenterImplementation: CityWeatherPresenter {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any CityWeatherView)?
  private let city: City
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let router: any CityWeatherRouter
  private var forecast: [DailyForecast] = []

  /// Makes the presenter of the given view for one city; `CityWeatherConfigurator` is its usual
  /// caller.
  public init(
    city: City,
    view: any CityWeatherView,
    showWeatherUseCase: any ShowWeatherUseCase,
    router: any CityWeatherRouter
  ) {
    self.city = city
    self.view = view
    self.showWeatherUseCase = showWeatherUseCase
    self.router = router
  }

  public var numberOfForecastDays: Int { forecast.count }

  public func configure(cell: any ForecastCellView, forRow row: Int) {
    guard forecast.indices.contains(row) else { return }
    let day = forecast[row]
    cell.display(day: Self.dayText(day.day, isFirst: row == 0))
    cell.display(minimum: Self.temperatureText(day.minimumCelsius))
    cell.display(maximum: Self.temperatureText(day.maximumCelsius))
    cell.display(condition: Self.conditionText(day.condition))
  }

  public func viewDidLoad() async {
    // The title names the scene, not the report: it shows at once, and stays if loading fails.
    view?.display(title: city.name)
    await showLoadingThenWeather()
  }

  public func retryButtonPressed() async {
    await showLoadingThenWeather()
  }

  public func backButtonPressed() {
    router.closeCityWeather()
  }

  private func showLoadingThenWeather() async {
    view?.displayLoading()
    let report: WeatherReport
    do {
      report = try await showWeatherUseCase.showWeather(for: city)
    } catch {
      forecast = []
      view?.displayError(message: CityWeatherWords.couldNotLoad(reason: "\(error)"))
      return
    }
    forecast = report.daily
    view?.displayCurrentWeather(
      temperature: Self.temperatureText(report.current.temperatureCelsius),
      condition: Self.conditionText(report.current.condition)
    )
    view?.refreshForecastView()
  }
}
