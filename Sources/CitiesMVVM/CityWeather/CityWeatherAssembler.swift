import CitiesDomain

/// Builds the city-weather scene: a view model over its scene use case, talking to a navigator.
@MainActor
public struct CityWeatherAssembler {
  private let showWeather: any ShowWeatherUseCase

  /// Makes an assembler that gives every view model it builds this domain use case.
  public init(showWeather: any ShowWeatherUseCase) {
    self.showWeather = showWeather
  }

  /// Builds the view model for the city; the caller keeps the navigator alive, since the view
  /// model does not.
  public func makeViewModel(
    city: City, navigator: any CityWeatherNavigator
  ) -> CityWeatherViewModel {
    let useCase = CityWeatherSceneUseCaseImplementation(showWeather: showWeather)
    return CityWeatherViewModel(city: city, useCase: useCase, navigator: navigator)
  }
}
