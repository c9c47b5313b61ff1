import CitiesDomain

/// What the city-weather view can ask of its interactor: the VIP loop's first hop.
@MainActor
public protocol CityWeatherBusinessLogic: AnyObject {
  /// Loads the weather of the scene's city; the view calls it when the scene appears and on retry.
  func loadWeather(request: CityWeather.LoadWeather.Request) async
}

/// The city-weather scene's business logic: it fetches the report of its city and hands the
/// outcome to the presenter.
///
/// The city arrives at creation, passed on by the cities router through the app's coordinator and
/// this scene's configurator: the Clean Swift hand-over of data between scenes.
@MainActor
public final class CityWeatherInteractor: CityWeatherBusinessLogic {
  private let city: City
  private let presenter: any CityWeatherPresentationLogic
  private let showWeatherUseCase: any ShowWeatherUseCase

  /// Makes the interactor for a city; it keeps the presenter, which keeps the view only weakly.
  public init(
    city: City,
    presenter: any CityWeatherPresentationLogic,
    showWeatherUseCase: any ShowWeatherUseCase
  ) {
    self.city = city
    self.presenter = presenter
    self.showWeatherUseCase = showWeatherUseCase
  }

  public func loadWeather(request: CityWeather.LoadWeather.Request) async {
    presenter.presentWeather(response: .loading(city))
    do {
      let report = try await showWeatherUseCase.showWeather(for: city)
      presenter.presentWeather(response: .loaded(city, report))
    } catch {
      presenter.presentWeather(response: .failed(city, error))
    }
  }
}
