import CitiesDomain
import CitiesMVVM

/// MVVM's composer, the app's half of each assembler: the view model from the scene's assembler,
/// on the one navigator, the view around it, and while tracing, a trace in front of its inputs.
enum MVVMComposer: SceneComposer {
  typealias Navigation = MVVMTerminalNavigator

  static func makeSavedCities(_ wiring: Wiring) -> TerminalView {
    let viewModel = CitiesAssembler(
      displayCities: wiring.dependencies.displayCitiesUseCase,
      deleteCity: wiring.dependencies.deleteCityUseCase,
      restoreCity: wiring.dependencies.restoreCityUseCase, settings: wiring.navigation.listSettings
    ).makeViewModel(navigator: wiring.navigation)
    let input: (any CitiesViewModelInput) -> any CitiesViewModelInput = wiring.traced {
      MVVMViewModelTrace($0, traceLog: $1)
    }
    return MVVMCitiesTerminalView(
      viewModel: viewModel, input: input(viewModel), trace: wiring.viewTrace)
  }

  static func makeAddCity(_ wiring: Wiring) -> TerminalView {
    let viewModel = AddCityAssembler(
      searchCities: wiring.dependencies.searchCitiesUseCase,
      addCity: wiring.dependencies.addCityUseCase, clock: wiring.dependencies.clock
    ).makeViewModel(navigator: wiring.navigation)
    let input: (any AddCityViewModelInput) -> any AddCityViewModelInput = wiring.traced {
      MVVMViewModelTrace($0, traceLog: $1)
    }
    return MVVMAddCityTerminalView(
      viewModel: viewModel, input: input(viewModel), trace: wiring.viewTrace)
  }

  static func makeCityWeather(for city: City, _ wiring: Wiring) -> TerminalView {
    let viewModel = CityWeatherAssembler(
      showWeather: wiring.dependencies.showWeatherUseCase,
      renameCity: wiring.dependencies.renameCityUseCase
    ).makeViewModel(
      city: city, navigator: wiring.navigation, didRenameCity: wiring.navigation.didRenameCity)
    let input: (any CityWeatherViewModelInput) -> any CityWeatherViewModelInput = wiring.traced {
      MVVMViewModelTrace($0, traceLog: $1)
    }
    return MVVMCityWeatherTerminalView(
      viewModel: viewModel, input: input(viewModel), trace: wiring.viewTrace)
  }

}
