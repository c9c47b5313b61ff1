import CitiesDomain
import CitiesPresentationWords

/// The presenter of the city-weather scene: it loads one city's weather and renames the city
/// through the use cases, and turns them into the text its view shows, knowing nothing of the
/// screen behind `CityWeatherView`.
@MainActor
public final class CityWeatherPresenterImplementation: CityWeatherPresenter {
  private var city: City
  // Whether the city was renamed here, so that going back carries it to the list.
  private var isRenamed = false
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  private weak var view: (any CityWeatherView)?
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let renameCityUseCase: any RenameCityUseCase
  private let router: any CityWeatherRouter
  // The model behind the forecast rows: the days of the last report, each worded only when the
  // view asks for its row.
  private var forecast: [DailyForecast] = []

  /// `CityWeatherConfigurator` is its usual caller.
  public init(
    city: City,
    view: any CityWeatherView,
    showWeatherUseCase: any ShowWeatherUseCase,
    renameCityUseCase: any RenameCityUseCase,
    router: any CityWeatherRouter
  ) {
    self.city = city
    self.view = view
    self.showWeatherUseCase = showWeatherUseCase
    self.renameCityUseCase = renameCityUseCase
    self.router = router
  }

  public var numberOfForecastDays: Int { forecast.count }

  public func configure(cell: any ForecastCellView, forRow row: Int) {
    guard forecast.indices.contains(row) else { return }
    // Worded by the rules every pattern shares (docs/SCENES.md, F1 to F4); the first day is today.
    let day = ForecastDayWords(forecast[row], isToday: row == 0)
    cell.display(day: day.day)
    cell.display(minimum: day.minimum)
    cell.display(maximum: day.maximum)
    cell.display(condition: day.condition)
  }

  public func viewDidLoad() async {
    // The title names the scene, not the report: it shows at once, and stays if loading fails.
    view?.display(title: city.name)
    await loadWeather()
  }

  public func retryButtonPressed() async {
    await loadWeather()
  }

  public func renameButtonPressed(name: String) async {
    do {
      city = try await renameCityUseCase.rename(city: city, to: name)
    } catch {
      view?.displayAlert(message: CityWeatherWords.message(forFailureToRename: city, error: error))
      return
    }
    isRenamed = true
    view?.display(title: city.name)
  }

  public func backButtonPressed() {
    if isRenamed {
      router.closeCityWeather(afterRenaming: city)
    } else {
      router.closeCityWeather()
    }
  }

  private func loadWeather() async {
    view?.displayLoading()
    do {
      let report = try await showWeatherUseCase.showWeather(for: city)
      forecast = report.daily
      view?.displayCurrentWeather(
        temperature: CityWeatherWords.temperature(report.current.temperatureCelsius),
        condition: report.current.condition.summary)
      view?.refreshForecastView()
    } catch {
      forecast = []
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.displayError(message: CityWeatherWords.couldNotLoad(reason: reason))
    }
  }
}
