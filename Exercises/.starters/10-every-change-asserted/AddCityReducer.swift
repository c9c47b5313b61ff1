// Made by scripts/kata.py from Sources/CitiesRedux/AddCity/AddCityReducer.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesRedux

/// The add-city search's reducer: how each action changes the search's state, and the effects it
/// starts (the debounced search, the saving of a chosen city).
public struct AddCityReducer: Reducer {
  private let effects: AddCityEffects

  /// Makes the reducer whose effects call these domain use cases and wait on `clock`.
  public init(
    searchCities: any SearchCitiesUseCase, addCity: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    effects = AddCityEffects(searchCities: searchCities, addCity: addCity, clock: clock)
  }

  public func reduce(into state: inout AddCityState, action: AddCityAction) -> Effect<AddCityAction>
  {
    switch action {
    case .queryChanged(let text):
      guard let query = CitySearchQuery(text) else {
        state.results = []
        let isBlank = text.allSatisfy(\.isWhitespace)
        let hint = AddCityWords.queryTooShort(minimumLength: CitySearchQuery.minimumLength)
        state.content = isBlank ? .idle(message: AddCityWords.idle) : .hint(message: hint)
        return .cancel(id: AddCityEffects.search)
      }
      return effects.search(query)
    // The rows make way for the searching state, so no row of theirs can be chosen any more.
    case .searchStarted:
      state.results = []
      state.content = .searching
      return .none
    case .searchAnswered(let query, .success(let cities)):
      state.results = cities
      state.content =
        cities.isEmpty
        ? .noMatches(message: AddCityWords.noMatches(query: query.text))
        : .results(rows: cities.map(CityRow.init(city:)))
      return .none
    case .searchAnswered(_, .failure(.searchRefused(.queryTooShort(let minimumLength)))):
      state.content = .hint(message: AddCityWords.queryTooShort(minimumLength: minimumLength))
      return .none
    case .searchAnswered(_, .failure(let failure)):
      let reason = failure.reason(or: FailureWords.unknownReason)
      state.content = .failed(message: AddCityWords.searchFailed(reason: reason))
      return .none
    case .resultTapped(let row):
      guard let city = state.results.first(where: { $0.id == row.id }) else { return .none }
      return effects.add(city)
    case .cityAdded:
      state.isClosed = true
      return .none
    case .addFailed(let city, let failure):
      state.alert = AddCityWords.message(forFailureToAdd: city, error: failure.error)
      return .none
    case .cancelTapped:
      state.isClosed = true
      return Effect.cancel(id: AddCityEffects.search)
    case .alertDismissed:
      state.alert = nil
      return .none
    }
  }
}
