import CitiesMVVM
import CitiesTerminalKit

/// MVVM's composer: each scene from its assembler, every view model asking one navigator to move.
@MainActor
struct MVVMComposer: SceneComposer {
  static let roles: Roles = (
    useCaseCaller: .viewModel, viewPeer: .viewModel, navigation: .navigator,
    navigationCaller: .viewModel
  )

  let dependencies: FeatureDependencies
  let navigation: MVVMTerminalNavigator

  func makeScene(for destination: SceneDestination) -> TerminalView {
    switch destination {
    case .savedCities:
      let viewModel = CitiesAssembler(
        displayCities: dependencies.displayCitiesUseCase, deleteCity: dependencies.deleteCityUseCase
      ).makeViewModel(navigator: navigation)
      return MVVMCitiesTerminalView(screen: .savedCities(), trace: viewTrace, viewModel: viewModel)
    case .addCity:
      let viewModel = AddCityAssembler(
        searchCities: dependencies.searchCitiesUseCase, addCity: dependencies.addCityUseCase,
        clock: dependencies.clock
      ).makeViewModel(navigator: navigation)
      return MVVMAddCityTerminalView(screen: .addCity(), trace: viewTrace, viewModel: viewModel)
    case .cityWeather(let city):
      let viewModel = CityWeatherAssembler(showWeather: dependencies.showWeatherUseCase)
        .makeViewModel(city: city, navigator: navigation)
      return MVVMCityWeatherTerminalView(
        screen: .cityWeather(named: viewModel.title), trace: viewTrace, viewModel: viewModel)
    }
  }
}
