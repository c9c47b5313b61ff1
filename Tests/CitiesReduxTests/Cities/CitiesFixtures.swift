import CitiesDomain
import CitiesRedux
import CitiesTestSupport

/// The list's state while it shows the cities' rows and presents nothing.
func listed(_ cities: [City]) -> CitiesState {
  CitiesState(content: .list(rows: cities.map(CityRow.init(city:))), cities: cities)
}

/// A destination whose children answer nothing, for a test of the list that presents no child.
func anyDestination() -> CitiesDestination {
  CitiesDestination(
    cityWeather: CityWeatherReducer(
      showWeather: ShowWeatherUseCaseSpy(), renameCity: RenameCityUseCaseSpy()),
    addCity: AddCityReducer(searchCities: SearchCitiesUseCaseSpy(), addCity: AddCityUseCaseSpy()))
}
