import CitiesMVP
import CitiesTerminalKit

/// MVP's composer: each scene from its configurator, every presenter routed to one router.
@MainActor
struct MVPComposer: SceneComposer {
  static let roles: Roles = (
    useCaseCaller: .presenter, viewPeer: .presenter, navigation: .router,
    navigationCaller: .presenter
  )

  let dependencies: FeatureDependencies
  let navigation: MVPTerminalRouter

  func makeScene(for destination: SceneDestination) -> TerminalView {
    switch destination {
    case .savedCities:
      let view = MVPCitiesTerminalView(screen: .savedCities(), trace: viewTrace)
      view.presenter = CitiesConfigurator(
        displayCitiesUseCase: dependencies.displayCitiesUseCase,
        deleteCityUseCase: dependencies.deleteCityUseCase
      ).configure(view: view, router: navigation)
      return view
    case .addCity:
      let view = MVPAddCityTerminalView(screen: .addCity(), trace: viewTrace)
      view.presenter = AddCityConfigurator(
        searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase, clock: dependencies.clock
      ).configure(view: view, router: navigation)
      return view
    case .cityWeather(let city):
      let view = MVPCityWeatherTerminalView(
        screen: .cityWeather(named: city.name), trace: viewTrace)
      view.presenter = CityWeatherConfigurator(showWeatherUseCase: dependencies.showWeatherUseCase)
        .configure(city: city, view: view, router: navigation)
      return view
    }
  }
}
