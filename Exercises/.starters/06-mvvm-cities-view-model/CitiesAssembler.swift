// Made by scripts/kata.py from Sources/CitiesMVVM/Cities/CitiesAssembler.swift.

import CitiesDomain

/// Builds the cities list scene: a view model over its scene use case, talking to a navigator.
@MainActor
public struct CitiesAssembler {
  private let displayCities: any DisplayCitiesUseCase
  private let deleteCity: any DeleteCityUseCase

  /// Makes an assembler that gives every view model it builds these domain use cases.
  public init(displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase) {
    self.displayCities = displayCities
    self.deleteCity = deleteCity
  }

  /// Builds the view model; the caller keeps the navigator alive, since the view model does not.
  public func makeViewModel(navigator: any CitiesNavigator) -> CitiesViewModel {
    let useCase = CitiesSceneUseCaseImplementation(
      displayCities: displayCities, deleteCity: deleteCity)
    return CitiesViewModel(useCase: useCase, navigator: navigator)
  }
}
