import CitiesVIP

/// A VIP city-weather view that records every view model it is given, in order.
@MainActor
public final class CityWeatherDisplayLogicSpy: CityWeatherDisplayLogic {
  /// Every view model so far, oldest first.
  public private(set) var viewModels: [CityWeather.LoadWeather.ViewModel] = []
  /// Every rename view model so far, oldest first.
  public private(set) var renames: [CityWeather.RenameCity.ViewModel] = []
  /// The interactor this view owns, as a Clean Swift view does; set it to give a test the
  /// scene's real ownership, in which a presenter holding its view strongly makes a cycle.
  public var interactor: (any CityWeatherBusinessLogic)?
  /// The router this view owns, as a Clean Swift view does.
  public var router: (any CityWeatherRoutingLogic)?

  /// Makes a view that has been told nothing yet.
  public init() {}

  public func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel) {
    viewModels.append(viewModel)
  }

  public func displayRenameCity(viewModel: CityWeather.RenameCity.ViewModel) {
    renames.append(viewModel)
  }
}
