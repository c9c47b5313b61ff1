import CitiesDomain
import CitiesMVP
import CitiesTerminalKit

/// The app's router for every MVP scene: it builds each scene with its configurator (the terminal
/// view, and the presenter the view owns) and notes where a presenter asks to go.
@MainActor
final class MVPTerminalRouter: SceneNavigation, SceneFactory, CitiesRouter, AddCityRouter,
  CityWeatherRouter
{
  func makeScene(for destination: SceneDestination) -> TerminalView {
    let viewTrace = HopRecorder(log: dependencies.traceLog, role: .view, peer: .presenter)
    switch destination {
    case .savedCities:
      let view = MVPCitiesTerminalView(screen: .savedCities(), trace: viewTrace)
      view.presenter = CitiesConfigurator(
        displayCitiesUseCase: dependencies.displayCitiesUseCase,
        deleteCityUseCase: dependencies.deleteCityUseCase
      ).configure(view: view, router: self)
      return view
    case .addCity:
      let view = MVPAddCityTerminalView(screen: .addCity(), trace: viewTrace)
      view.presenter = AddCityConfigurator(
        searchCitiesUseCase: dependencies.searchCitiesUseCase,
        addCityUseCase: dependencies.addCityUseCase, clock: dependencies.clock
      ).configure(view: view, router: self)
      return view
    case .cityWeather(let city):
      let view = MVPCityWeatherTerminalView(
        screen: .cityWeather(named: city.name), trace: viewTrace)
      view.presenter = CityWeatherConfigurator(showWeatherUseCase: dependencies.showWeatherUseCase)
        .configure(city: city, view: view, router: self)
      return view
    }
  }

  // What the presenters ask for; each request records the call as it was made.
  func showCityWeather(for city: City) { request(.cityWeather(city), city) }

  func showAddCity() { request(.addCity) }

  func closeAddCity() { request(.savedCities) }

  func closeCityWeather() { request(.savedCities) }
}
