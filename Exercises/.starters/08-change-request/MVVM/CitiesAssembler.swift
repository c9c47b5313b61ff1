// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesAssembler.swift.

import CitiesDomain

/// Builds the cities list scene: a view model over its scene use case, talking to a navigator.
@MainActor
public struct CitiesAssembler {
  private let displayCities: any DisplayCitiesUseCase
  private let deleteCity: any DeleteCityUseCase
  private let restoreCity: any RestoreCityUseCase
  private let settings: CitiesListSettings

  /// Makes an assembler that gives every view model it builds these domain use cases, and the
  /// settings the app keeps for every list it shows.
  public init(
    displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase,
    restoreCity: any RestoreCityUseCase, settings: CitiesListSettings
  ) {
    self.displayCities = displayCities
    self.deleteCity = deleteCity
    self.restoreCity = restoreCity
    self.settings = settings
  }

  /// Builds the view model on its scene use case; the caller keeps the navigator alive, since the
  /// view model holds it weakly.
  public func makeViewModel(navigator: any CitiesNavigator) -> CitiesViewModel {
    CitiesViewModel(useCase: makeSceneUseCase(), navigator: navigator, settings: settings)
  }

  /// Builds the scene use case, the facade over the domain use cases the list needs.
  public func makeSceneUseCase() -> any CitiesSceneUseCase {
    CitiesSceneUseCaseImplementation(
      displayCities: displayCities, deleteCity: deleteCity, restoreCity: restoreCity)
  }
}
