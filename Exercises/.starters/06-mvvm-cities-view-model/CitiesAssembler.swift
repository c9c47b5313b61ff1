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

  /// Builds the view model on its scene use case; the caller keeps the navigator alive, since the
  /// view model holds it weakly.
  public func makeViewModel(navigator: any CitiesNavigator) -> CitiesViewModel {
    CitiesViewModel(useCase: makeSceneUseCase(), navigator: navigator)
  }

  /// Builds the scene use case, the facade over the domain use cases the list needs.
  public func makeSceneUseCase() -> any CitiesSceneUseCase {
    CitiesSceneUseCaseImplementation(displayCities: displayCities, deleteCity: deleteCity)
  }
}
