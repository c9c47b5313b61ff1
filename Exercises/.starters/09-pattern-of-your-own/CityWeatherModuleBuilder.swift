// Made by scripts/kata.py from Sources/CitiesVIPER/CityWeather/CityWeatherModuleBuilder.swift.

import CitiesDomain

/// Assembles the city-weather VIPER module for one city: the city enters the module here, kept by
/// its interactor; the app gives the presenter its view, which keeps it.
@MainActor
public enum CityWeatherModuleBuilder {
  public static func build(
    city: City,
    wireframe: any CityWeatherWireframeInput,
    showWeatherUseCase: any ShowWeatherUseCase,
    renameCityUseCase: any RenameCityUseCase
  ) -> CityWeatherPresenter {
    let interactor = CityWeatherInteractor(
      city: city, showWeatherUseCase: showWeatherUseCase, renameCityUseCase: renameCityUseCase)
    return CityWeatherPresenter(interactor: interactor, wireframe: wireframe)
  }
}
