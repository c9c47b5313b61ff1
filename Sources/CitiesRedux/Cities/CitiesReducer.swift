import CitiesDomain
import CitiesPresentationWords

/// The cities list's reducer: how each action changes the list's state, the effects it starts
/// (reading the list, deleting a city and putting it back), and the child scene it presents, run
/// inside it.
public struct CitiesReducer: Reducer {
  private let displayCities: any DisplayCitiesUseCase
  private let deleteCity: any DeleteCityUseCase
  private let restoreCity: any RestoreCityUseCase
  private let destination: CitiesDestination

  /// Makes the reducer whose effects call these domain use cases, and which runs the child scene
  /// it presents on `destination`.
  public init(
    displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase,
    restoreCity: any RestoreCityUseCase, destination: CitiesDestination
  ) {
    self.displayCities = displayCities
    self.deleteCity = deleteCity
    self.restoreCity = restoreCity
    self.destination = destination
  }

  public func reduce(into state: inout CitiesState, action: CitiesAction) -> Effect<CitiesAction> {
    // Whatever the user does ends the offer to undo a delete; an undo acts on the offer it ends.
    let deleted = state.deleted
    if action.isUsersOwn { state.deleted = nil }
    switch action {
    // Rows the weather brought up to date stay on screen while the list reads them again.
    case .appeared where state.rowsAreCurrent:
      state.rowsAreCurrent = false
      return loadCities()
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
    // The list as saved now replaces the rows, with no loading state in between, under the offer
    // to put the city back where the saved order, which `cities` keeps, had it.
    case .cityDeleted(let city):
      let position = state.cities.firstIndex(of: city)
      state.deleted = position.map { DeletedCity(city: city, position: $0) }
      return loadCities()
    case .deleteFailed(let city, let reason):
      state.alert = CitiesListWords.couldNotDelete(cityName: city.name, reason: reason)
      return .none
    case .undoTapped:
      guard let deleted else { return .none }
      return restore(deleted)
    case .cityRestored: return loadCities()
    case .restoreRefused(let city, let refusal):
      state.alert = CitiesListWords.message(forFailureToPutBack: city, error: refusal)
      return .none
    case .restoreFailed(let city, let reason):
      state.alert = CitiesListWords.couldNotPutBack(cityName: city.name, reason: reason)
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
    // The weather reports the city it renamed, and the list's rows show the new name at once, in
    // the order chosen, as SyncUps' list takes the meeting its detail edited.
    case .destination(.cityWeather(.delegate(.cityRenamed(let city)))):
      state.cities = state.cities.map { $0.id == city.id ? city : $0 }
      show(state.cities, in: &state)
      state.rowsAreCurrent = true
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
  // Puts the city back in its place in the saved order, then reads the list as after a delete.
  private func restore(_ deleted: DeletedCity) -> Effect<CitiesAction> {
    .run { [restoreCity] send in
      do {
        try await restoreCity.restore(city: deleted.city, at: deleted.position)
        await send(.cityRestored(deleted.city))
      } catch let refusal as AddCityError {
        await send(.restoreRefused(deleted.city, refusal))
      } catch {
        let reason = error.reason(or: FailureWords.unknownReason)
        await send(.restoreFailed(deleted.city, reason: reason))
      }
    }
  }

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
