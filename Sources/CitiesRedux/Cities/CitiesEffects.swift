import CitiesDomain

/// The cities list's effects: the use cases' work, each answer sent back as an action.
public struct CitiesEffects: Sendable {
  private let displayCities: any DisplayCitiesUseCase
  private let deleteCity: any DeleteCityUseCase

  /// Makes the effects on the domain's display and delete use cases.
  public init(displayCities: any DisplayCitiesUseCase, deleteCity: any DeleteCityUseCase) {
    self.displayCities = displayCities
    self.deleteCity = deleteCity
  }

  /// Reads the saved cities and sends `.citiesLoaded`.
  public func loadCities() -> Effect<CitiesAction> {
    .run { [displayCities] send in
      do {
        let cities = try await displayCities.displayCities()
        await send(.citiesLoaded(.success(cities)))
      } catch {
        await send(.citiesLoaded(.failure(EffectFailure(error))))
      }
    }
  }

  /// Deletes the city and sends `.cityDeleted`, or `.deleteFailed`.
  public func delete(_ city: City) -> Effect<CitiesAction> {
    .run { [deleteCity] send in
      do {
        try await deleteCity.delete(city: city)
        await send(.cityDeleted(city))
      } catch {
        await send(.deleteFailed(city, EffectFailure(error)))
      }
    }
  }
}
