import CitiesDomain
import CitiesPresentationWords

/// What the city-weather view can ask of its interactor: the VIP loop's first hop.
@MainActor
public protocol CityWeatherBusinessLogic: AnyObject {
  /// Loads the weather of the scene's city; the view calls it when the scene appears and on retry.
  func loadWeather(request: CityWeather.LoadWeather.Request) async

  /// Renames the scene's city; the new name stays in the data store for the route back.
  func renameCity(request: CityWeather.RenameCity.Request) async
}

/// The city-weather scene's business logic: it fetches the report of its city and hands the
/// outcome to the presenter.
///
/// It is also the scene's data store, into which the cities router writes the city: the Clean
/// Swift hand-over of data between scenes.
@MainActor
public final class CityWeatherInteractor: CityWeatherBusinessLogic, CityWeatherDataStore {
  public var city: City?
  public var listOrder: CitiesListOrder = .added
  public private(set) var renamedCity: City?
  public var presenter: (any CityWeatherPresentationLogic)?
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let renameCityUseCase: any RenameCityUseCase

  /// Makes the interactor; it keeps the presenter, which keeps the view only weakly.
  public init(
    city: City? = nil,
    presenter: any CityWeatherPresentationLogic,
    showWeatherUseCase: any ShowWeatherUseCase,
    renameCityUseCase: any RenameCityUseCase
  ) {
    self.city = city
    self.presenter = presenter
    self.showWeatherUseCase = showWeatherUseCase
    self.renameCityUseCase = renameCityUseCase
  }

  // With no city passed in there is nothing to load.
  public func loadWeather(request: CityWeather.LoadWeather.Request) async {
    guard let city else { return }
    presenter?.presentWeather(response: .loading(city))
    do {
      let report = try await showWeatherUseCase.showWeather(for: city)
      presenter?.presentWeather(response: .loaded(city, report))
    } catch {
      presenter?.presentWeather(response: .failed(city, error))
    }
  }

  public func renameCity(request: CityWeather.RenameCity.Request) async {
    guard let city else { return }
    do {
      let renamed = try await renameCityUseCase.rename(city: city, to: request.name)
      (self.city, renamedCity) = (renamed, renamed)
      presenter?.presentRenameCity(response: .renamed(renamed))
    } catch {
      presenter?.presentRenameCity(response: .failed(city, error))
    }
  }
}
