import CitiesVIP

/// A VIP city-weather view that records every view model it is given, in order.
@MainActor
public final class CityWeatherDisplaySpy: CityWeatherDisplayLogic {
  /// Every view model so far, oldest first.
  public private(set) var viewModels: [CityWeather.LoadWeather.ViewModel] = []

  /// Makes a view that has been told nothing yet.
  public init() {}

  public func displayWeather(viewModel: CityWeather.LoadWeather.ViewModel) {
    viewModels.append(viewModel)
  }
}
