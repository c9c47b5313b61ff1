// Made by scripts/kata.py from Sources/CitiesVIPER/CityWeather/CityWeatherWireframe.swift.

import CitiesDomain

/// What the city-weather presenter may ask of its wireframe.
@MainActor
public protocol CityWeatherWireframeInput: AnyObject {
  /// Takes the weather away, back onto the saved list.
  func dismissCityWeatherInterface()
}

/// The city-weather module's wireframe: it builds the module for the city the list passes it,
/// presents it in the window, and dismisses it.
@MainActor
public final class CityWeatherWireframe: CityWeatherWireframeInput {
  // Weak: the window is the app's, and outlives every module it shows.
  private weak var rootWireframe: (any RootWireframe)?
  private let showWeatherUseCase: any ShowWeatherUseCase
  private let renameCityUseCase: any RenameCityUseCase

  public init(
    rootWireframe: any RootWireframe, showWeatherUseCase: any ShowWeatherUseCase,
    renameCityUseCase: any RenameCityUseCase
  ) {
    self.rootWireframe = rootWireframe
    (self.showWeatherUseCase, self.renameCityUseCase) = (showWeatherUseCase, renameCityUseCase)
  }

  /// Presents the module built for the city, which reports a rename to `moduleDelegate`.
  public func presentCityWeatherInterface(
    for city: City, moduleDelegate: any CityWeatherModuleDelegate
  ) {
    let presenter = CityWeatherModuleBuilder.build(
      city: city, wireframe: self, showWeatherUseCase: showWeatherUseCase,
      renameCityUseCase: renameCityUseCase)
    presenter.moduleDelegate = moduleDelegate
    rootWireframe?.presentCityWeatherInterface(presenter, for: city)
  }

  public func dismissCityWeatherInterface() {
    rootWireframe?.dismissPresentedInterface()
  }
}
