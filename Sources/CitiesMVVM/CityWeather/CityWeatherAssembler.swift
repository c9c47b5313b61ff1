import CitiesDomain

/// Builds the city-weather scene: a view model over its scene use case, talking to a navigator.
@MainActor
public struct CityWeatherAssembler {
  private let showWeather: any ShowWeatherUseCase

  /// Makes an assembler that gives every view model it builds this domain use case.
  public init(showWeather: any ShowWeatherUseCase) {
    self.showWeather = showWeather
  }

  /// Builds the view model of the city the navigator passed on, on its scene use case; the caller
  /// keeps the navigator alive, since the view model holds it weakly.
  public func makeViewModel(
    city: City, navigator: any CityWeatherNavigator
  ) -> CityWeatherViewModel {
    CityWeatherViewModel(city: city, useCase: makeSceneUseCase(), navigator: navigator)
  }

  /// Builds the scene use case, the facade over the domain use case the scene needs.
  public func makeSceneUseCase() -> any CityWeatherSceneUseCase {
    CityWeatherSceneUseCaseImplementation(showWeather: showWeather)
  }
}
