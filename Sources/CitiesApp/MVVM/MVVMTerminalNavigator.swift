import CitiesDomain
import CitiesMVVM
import CitiesTerminalKit

/// The app's navigator for every MVVM scene: it builds each scene with its assembler (the view
/// model, and the terminal view that observes it) and notes where a view model asks to go.
@MainActor
final class MVVMTerminalNavigator: SceneNavigation, SceneFactory, CitiesNavigator, AddCityNavigator,
  CityWeatherNavigator
{
  func makeScene(for destination: SceneDestination) -> TerminalView {
    let viewTrace = HopRecorder(log: dependencies.traceLog, role: .view, peer: .viewModel)
    switch destination {
    case .savedCities:
      let viewModel = CitiesAssembler(
        displayCities: dependencies.displayCitiesUseCase, deleteCity: dependencies.deleteCityUseCase
      ).makeViewModel(navigator: self)
      return MVVMCitiesTerminalView(screen: .savedCities(), trace: viewTrace, viewModel: viewModel)
    case .addCity:
      let viewModel = AddCityAssembler(
        searchCities: dependencies.searchCitiesUseCase, addCity: dependencies.addCityUseCase,
        clock: dependencies.clock
      ).makeViewModel(navigator: self)
      return MVVMAddCityTerminalView(screen: .addCity(), trace: viewTrace, viewModel: viewModel)
    case .cityWeather(let city):
      let viewModel = CityWeatherAssembler(showWeather: dependencies.showWeatherUseCase)
        .makeViewModel(city: city, navigator: self)
      return MVVMCityWeatherTerminalView(
        screen: .cityWeather(named: viewModel.title), trace: viewTrace, viewModel: viewModel)
    }
  }

  // What the view models ask for; each request records the call as it was made.
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
