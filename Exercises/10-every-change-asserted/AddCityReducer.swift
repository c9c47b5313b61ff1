// Made by scripts/kata.py from Sources/CitiesRedux/AddCity/AddCityReducer.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesRedux

/// The add-city search's reducer: how each action changes the search's state, and the effects it
/// starts (the debounced search on the injected clock, the saving of a chosen city).
public struct AddCityReducer: Reducer {
  /// The name of the one search in flight: a newer one replaces it, a short text cancels it.
  public static let search = EffectID("search")
  // How long typing must pause before a search is sent, so that a word is one request.
  private static let debounce = Duration.milliseconds(300)

  private let searchCities: any SearchCitiesUseCase
  private let addCity: any AddCityUseCase
  private let clock: any Clock<Duration>

  /// Makes the reducer whose effects call these domain use cases and wait on `clock`.
  public init(
    searchCities: any SearchCitiesUseCase, addCity: any AddCityUseCase,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.searchCities = searchCities
    self.addCity = addCity
    self.clock = clock
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
        return .cancel(id: Self.search)
      }
      return search(query)
    // The rows make way for the searching state, so no row of theirs can be chosen any more.
    case .searchStarted:
      state.results = []
      state.content = .searching
      return .none
    case .searchAnswered(let query, let cities):
      state.results = cities
      state.content =
        cities.isEmpty
        ? .noMatches(message: AddCityWords.noMatches(query: query.text))
        : .results(rows: cities.map(CityRow.init(city:)))
      return .none
    case .searchRefused(_, .queryTooShort(let minimumLength)):
      state.content = .hint(message: AddCityWords.queryTooShort(minimumLength: minimumLength))
      return .none
    case .searchFailed(_, let reason):
      state.content = .failed(message: AddCityWords.searchFailed(reason: reason))
      return .none
    case .resultTapped(let row):
      guard let city = state.results.first(where: { $0.id == row.id }) else { return .none }
      return .run { [addCity] send in
        do {
          let saved = try await addCity.add(parameters: AddCityParameters(city: city))
          await send(.delegate(.cityAdded(saved)))
        } catch let refusal as AddCityError {
          await send(.addRefused(city, refusal))
        } catch {
          await send(.addFailed(city, reason: error.reason(or: FailureWords.unknownReason)))
        }
      }
    case .addRefused(let city, let refusal):
      state.alert = AddCityWords.message(forFailureToAdd: city, error: refusal)
      return .none
    case .addFailed(let city, let reason):
      state.alert = AddCityWords.couldNotAdd(cityName: city.name, reason: reason)
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    // The list acts on what the search reports; the search itself has nothing left to do.
    case .delegate:
      return .none
    }
  }

  // Waits for a pause in typing, sends `.searchStarted`, searches, and sends the answer; a newer
  // search cancels it at any point, and a cancelled effect sends nothing more.
  private func search(_ query: CitySearchQuery) -> Effect<AddCityAction> {
    Effect.run { [clock, searchCities] send in
      do {
        try await clock.sleep(for: Self.debounce)
      } catch {
        return
      }
      await send(.searchStarted(query))
      // Woken, but newer text came first: its state is on screen, and this search is stale.
      guard !Task.isCancelled else { return }
      do {
        await send(.searchAnswered(query, try await searchCities.search(for: query.text)))
      } catch let refusal as SearchCitiesError {
        await send(.searchRefused(query, refusal))
      } catch {
        await send(.searchFailed(query, reason: error.reason(or: FailureWords.unknownReason)))
      }
    }
    .cancellable(id: Self.search)
  }
}
