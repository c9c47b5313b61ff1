// Made by scripts/kata.py from Sources/CitiesRedux/AddCity/AddCityEffects.swift.

import CitiesDomain
import CitiesRedux

/// The add-city search's effects: the debounced search on the injected clock, and the saving of
/// a chosen city, each answer sent back as an action.
public struct AddCityEffects: Sendable {
  /// The name of the one search in flight: a newer one replaces it, a short text cancels it.
  public static let search = EffectID("search")
  // How long typing must pause before a search is sent, so that a word is one request.
  private static let debounce = Duration.milliseconds(300)

  private let searchCities: any SearchCitiesUseCase
  private let addCity: any AddCityUseCase
  private let clock: any Clock<Duration>

  /// Makes the effects on the domain's search and add use cases; `clock` times the pause.
  public init(
    searchCities: any SearchCitiesUseCase, addCity: any AddCityUseCase,
    clock: any Clock<Duration>
  ) {
    self.searchCities = searchCities
    self.addCity = addCity
    self.clock = clock
  }

  /// Waits for a pause in typing, sends `.searchStarted`, searches, and sends `.searchAnswered`;
  /// a newer search cancels it at any point, and a cancelled effect sends nothing more.
  public func search(_ query: CitySearchQuery) -> Effect<AddCityAction> {
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
        let cities = try await searchCities.search(for: query.text)
        await send(.searchAnswered(query, .success(cities)))
      } catch {
        await send(.searchAnswered(query, .failure(EffectFailure(error))))
      }
    }
    .cancellable(id: Self.search)
  }

  /// Saves the city and sends `.cityAdded`, or `.addFailed` with the refusal or the failure.
  public func add(_ city: City) -> Effect<AddCityAction> {
    .run { [addCity] send in
      do {
        let saved = try await addCity.add(parameters: AddCityParameters(city: city))
        await send(.cityAdded(saved))
      } catch {
        await send(.addFailed(city, EffectFailure(error)))
      }
    }
  }
}
