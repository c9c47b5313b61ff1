import CitiesDomain
import CitiesMVVM

/// MVVM's composer: each scene from its assembler, every view model asking one navigator to move.
enum MVVMComposer: SceneComposer {
  typealias Navigation = MVVMTerminalNavigator

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let viewModel = CitiesAssembler(
      displayCities: wiring.dependencies.displayCitiesUseCase,
      deleteCity: wiring.dependencies.deleteCityUseCase
    ).makeViewModel(navigator: wiring.navigation)
    return MVVMCitiesTerminalView(
      screen: .savedCities(), trace: wiring.viewTrace, viewModel: viewModel)
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let viewModel = AddCityAssembler(
      searchCities: wiring.dependencies.searchCitiesUseCase,
      addCity: wiring.dependencies.addCityUseCase, clock: wiring.dependencies.clock
    ).makeViewModel(navigator: wiring.navigation)
    return MVVMAddCityTerminalView(
      screen: .addCity(), trace: wiring.viewTrace, viewModel: viewModel)
  }

  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let viewModel = CityWeatherAssembler(showWeather: wiring.dependencies.showWeatherUseCase)
      .makeViewModel(city: city, navigator: wiring.navigation)
    return MVVMCityWeatherTerminalView(
      screen: .cityWeather(named: viewModel.title), trace: wiring.viewTrace, viewModel: viewModel)
  }
}
