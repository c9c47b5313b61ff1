import CitiesDomain
import CitiesPresentationWords

/// The cities list's reducer: how each action changes the list's state, and the effects it
/// starts (reading the list, deleting a city).
public struct CitiesReducer: Reducer {
  private let effects: CitiesEffects

  /// Makes the reducer whose effects call these domain use cases.
  public init(displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase) {
    effects = CitiesEffects(displayCities: displayCities, deleteCity: deleteCity)
  }

  public func reduce(into state: inout CitiesState, action: CitiesAction) -> Effect<CitiesAction> {
    switch action {
    case .appeared, .retryTapped:
      state.content = .loading
      return effects.loadCities()
    case .citiesLoaded(.success(let cities)):
      state.cities = cities
      let rows = cities.map(CityRow.init(city:))
      state.content = rows.isEmpty ? .empty(message: CitiesListWords.emptyList) : .list(rows: rows)
      return .none
    case .citiesLoaded(.failure(let failure)):
      // The rows give way to the error, so no row of theirs can be chosen any more.
      state.cities = []
      let reason = failure.reason(or: FailureWords.unknownReason)
      state.content = .error(message: CitiesListWords.couldNotLoad(reason: reason))
      return .none
    case .deleteTapped(let row):
      guard let city = state.city(for: row) else { return .none }
      return effects.delete(city)
    // The list as saved now replaces the rows, with no loading state in between.
    case .cityDeleted: return effects.loadCities()
    case .deleteFailed(let city, let failure):
      let reason = failure.reason(or: FailureWords.unknownReason)
      state.alert = CitiesListWords.couldNotDelete(cityName: city.name, reason: reason)
      return .none
    case .cityTapped(let row):
      guard let city = state.city(for: row) else { return .none }
      state.destination = .cityWeather(city)
      return .none
    case .addTapped:
      state.destination = .addCity
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    case .destinationDismissed:
      state.destination = nil
      return .none
    }
  }
}

extension CitiesState {
  fileprivate func city(for row: CityRow) -> City? {
    cities.first { $0.id == row.id }
  }
}
