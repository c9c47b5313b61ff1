import CitiesData
import CitiesDomain
import CitiesTestSupport

/// The five use cases a shell is made from: by default real ones over an in-memory store, the
/// sample search and the sample weather on a fixed day; a test swaps one for a double.
struct ShellUseCases {
  var displayCities: any DisplayCitiesUseCase
  var addCity: any AddCityUseCase
  var deleteCity: any DeleteCityUseCase
  var searchCities: any SearchCitiesUseCase
  var showWeather: any ShowWeatherUseCase

  /// Real use cases over a store that holds `saved`.
  init(saved: [City] = []) {
    let store = InMemoryCitiesGateway(cities: saved)
    displayCities = DisplayCitiesUseCaseImplementation(citiesGateway: store)
    addCity = AddCityUseCaseImplementation(citiesGateway: store)
    deleteCity = DeleteCityUseCaseImplementation(citiesGateway: store)
    searchCities = SearchCitiesUseCaseImplementation(citySearchGateway: SampleCitySearchGateway())
    showWeather = ShowWeatherUseCaseImplementation(
      weatherGateway: SampleWeatherGateway(today: { fixedToday() }))
  }
}

/// The day every sample forecast starts on, so the weather screen never changes: 2026-03-26.
func fixedToday() -> CalendarDay {
  CalendarDay(daysSinceEpoch: 20_538)
}
