import CitiesDomain

/// Builds the city-weather scene: a view model over its scene use case, talking to a navigator.
@MainActor
public struct CityWeatherAssembler {
  private let showWeather: any ShowWeatherUseCase
  private let renameCity: any RenameCityUseCase

  /// Makes an assembler that gives every view model it builds these domain use cases.
  public init(showWeather: any ShowWeatherUseCase, renameCity: any RenameCityUseCase) {
    self.showWeather = showWeather
    self.renameCity = renameCity
  }

  /// Builds the view model of the city the navigator passed on, on its scene use case, with the
  /// callback that passes a renamed city back; the caller keeps the navigator alive, since the
  /// view model holds it weakly.
  public func makeViewModel(
    city: City, navigator: any CityWeatherNavigator,
    didRenameCity: @escaping @MainActor (City) -> Void = { _ in }
  ) -> CityWeatherViewModel {
    CityWeatherViewModel(
      city: city, useCase: makeSceneUseCase(), navigator: navigator, didRenameCity: didRenameCity)
  }

  /// Builds the scene use case, the facade over the domain use cases the scene needs.
  public func makeSceneUseCase() -> any CityWeatherSceneUseCase {
    CityWeatherSceneUseCaseImplementation(showWeather: showWeather, renameCity: renameCity)
  }
}
