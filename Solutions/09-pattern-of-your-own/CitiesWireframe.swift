// Made by scripts/kata.py from Sources/CitiesVIPER/Cities/CitiesWireframe.swift.

import CitiesDomain

/// What the saved-cities presenter may ask of its wireframe: the modules the list presents.
@MainActor
public protocol CitiesWireframeInput: AnyObject {
  /// Presents the weather module, built for the city, which reports a rename to `moduleDelegate`.
  func presentCityWeatherInterface(for city: City, moduleDelegate: any CityWeatherModuleDelegate)

  /// Presents the search module, which reports the city it adds to `moduleDelegate`.
  func presentAddCityInterface(moduleDelegate: any AddCityModuleDelegate)
}

/// The saved-cities module's wireframe: it holds the wireframes of the modules the list presents,
/// and has each build and present its module.
@MainActor
public final class CitiesWireframe: CitiesWireframeInput {
  private let addCityWireframe: AddCityWireframe
  private let cityWeatherWireframe: CityWeatherWireframe

  public init(addCityWireframe: AddCityWireframe, cityWeatherWireframe: CityWeatherWireframe) {
    self.addCityWireframe = addCityWireframe
    self.cityWeatherWireframe = cityWeatherWireframe
  }

  public func presentCityWeatherInterface(
    for city: City, moduleDelegate: any CityWeatherModuleDelegate
  ) {
    cityWeatherWireframe.presentCityWeatherInterface(for: city, moduleDelegate: moduleDelegate)
  }

  public func presentAddCityInterface(moduleDelegate: any AddCityModuleDelegate) {
    addCityWireframe.presentAddCityInterface(moduleDelegate: moduleDelegate)
  }
}
