import CitiesDomain
import CitiesPresentationWords

/// The cities list's reducer: how each action changes the list's state, the effects it starts
/// (reading the list, deleting a city), and the child scene it presents, run inside it.
public struct CitiesReducer: Reducer {
  private let displayCities: any DisplayCitiesUseCase
  private let deleteCity: any DeleteCityUseCase
  private let destination: CitiesDestination

  /// Makes the reducer whose effects call these domain use cases, and which runs the child scene
  /// it presents on `destination`.
  public init(
    displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase,
    destination: CitiesDestination
  ) {
    self.displayCities = displayCities
    self.deleteCity = deleteCity
    self.destination = destination
  }

  public func reduce(into state: inout CitiesState, action: CitiesAction) -> Effect<CitiesAction> {
    switch action {
    case .appeared, .retryTapped:
      state.content = .loading
      return loadCities()
    case .citiesLoaded(let cities):
      show(cities, in: &state)
      return .none
    case .loadFailed(let reason):
      // The rows give way to the error, so no row of theirs can be chosen any more.
      state.cities = []
      state.content = .error(message: CitiesListWords.couldNotLoad(reason: reason))
      return .none
    case .deleteTapped(let row):
      guard let city = state.city(for: row) else { return .none }
      return .run { [deleteCity] send in
        do {
          try await deleteCity.delete(city: city)
          await send(.cityDeleted(city))
        } catch {
          await send(.deleteFailed(city, reason: error.reason(or: FailureWords.unknownReason)))
        }
      }
    // The list as saved now replaces the rows, with no loading state in between.
    case .cityDeleted: return loadCities()
    case .deleteFailed(let city, let reason):
      state.alert = CitiesListWords.couldNotDelete(cityName: city.name, reason: reason)
      return .none
    case .cityTapped(let row):
      guard let city = state.city(for: row) else { return .none }
      state.destination = .cityWeather(CityWeatherState(city: city))
      return .none
    // Rows on screen show again in the order chosen, from the cities behind them, with no read.
    case .orderChosen(let order):
      state.order = order
      if case .list = state.content { show(state.cities, in: &state) }
      return .none
    case .addTapped:
      state.destination = .addCity(AddCityState())
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    case .destinationDismissed:
      state.destination = nil
      // A dismissed search sends nothing more: its waiting search goes with it.
      return .cancel(id: AddCityReducer.search)
    // The search reports the city it saved, and the list dismisses it. The list shows the city
    // once it reappears, as it reads the saved cities again each time it does.
    case .destination(.addCity(.delegate(.cityAdded))):
      state.destination = nil
      return .none
    case .destination(let action):
      guard var child = state.destination else { return .none }
      let effect = destination.reduce(into: &child, action: action)
      state.destination = child
      return effect.map(CitiesAction.destination)
    }
  }

  // Reads the saved cities and sends them back, or the reason they could not be read.
  private func loadCities() -> Effect<CitiesAction> {
    .run { [displayCities] send in
      do {
        await send(.citiesLoaded(try await displayCities.displayCities()))
      } catch {
        await send(.loadFailed(reason: error.reason(or: FailureWords.unknownReason)))
      }
    }
  }

  // The cities stay in the saved order; the rows show them in the order chosen.
  private func show(_ cities: [City], in state: inout CitiesState) {
    state.cities = cities
    let rows = (state.order ?? .added).arranged(cities).map(CityRow.init(city:))
    state.content = rows.isEmpty ? .empty(message: CitiesListWords.emptyList) : .list(rows: rows)
  }
}

extension CitiesState {
  fileprivate func city(for row: CityRow) -> City? {
    cities.first { $0.id == row.id }
  }
}
