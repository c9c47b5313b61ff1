// Made by scripts/kata.py from Tests/CitiesConformanceTests/World/World.swift.

import CitiesData
import CitiesDomain
import CitiesTestSupport
import Exercise09Starter

/// Everything outside the patterns that a story plays against: the saved list, the search, the
/// weather and the clock, with the domain's real use cases on top.
///
/// Each story makes its own world, so stories running in parallel share nothing.
struct World: Sendable {
  /// Where the saved cities are kept; an in-memory store unless a story needs a failure.
  let citiesGateway: any CitiesGateway
  /// The search, answering at once or holding its answers until the story releases them.
  let searchCities: SearchCitiesUseCaseSpy
  /// The weather service.
  let weatherGateway: WeatherGatewaySpy
  /// The clock every search waits on; stories move it by hand.
  let clock = TestClock()

  /// Makes a world; what a story leaves out is an empty list, a search that finds nothing, and
  /// a weather service that answers `anyWeatherReport()`.
  init(
    citiesGateway: any CitiesGateway = InMemoryCitiesGateway(),
    searchCities: SearchCitiesUseCaseSpy = SearchCitiesUseCaseSpy(),
    weatherGateway: WeatherGatewaySpy = WeatherGatewaySpy()
  ) {
    self.citiesGateway = citiesGateway
    self.searchCities = searchCities
    self.weatherGateway = weatherGateway
  }

  var displayCitiesUseCase: any DisplayCitiesUseCase {
    DisplayCitiesUseCaseImplementation(citiesGateway: citiesGateway)
  }

  var deleteCityUseCase: any DeleteCityUseCase {
    DeleteCityUseCaseImplementation(citiesGateway: citiesGateway)
  }

  var addCityUseCase: any AddCityUseCase {
    AddCityUseCaseImplementation(citiesGateway: citiesGateway)
  }

  var restoreCityUseCase: any RestoreCityUseCase {
    RestoreCityUseCaseImplementation(citiesGateway: citiesGateway)
  }

  var renameCityUseCase: any RenameCityUseCase {
    RenameCityUseCaseImplementation(citiesGateway: citiesGateway)
  }

  var showWeatherUseCase: any ShowWeatherUseCase {
    ShowWeatherUseCaseImplementation(weatherGateway: weatherGateway)
  }

  /// Lets the clock run past the pause a search waits for after the last keystroke.
  func passSearchPause() async {
    await clock.sleepers(count: 1)
    clock.advance(by: .milliseconds(300))
  }
}
