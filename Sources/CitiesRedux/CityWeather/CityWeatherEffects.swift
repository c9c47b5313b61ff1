import CitiesDomain

/// The city-weather scene's effect: the use case's report, sent back as an action.
public struct CityWeatherEffects: Sendable {
  private let showWeather: any ShowWeatherUseCase

  /// Makes the effects on the domain's show-weather use case.
  public init(showWeather: any ShowWeatherUseCase) {
    self.showWeather = showWeather
  }

  /// Fetches the city's report and sends `.weatherLoaded`.
  public func loadWeather(for city: City) -> Effect<CityWeatherAction> {
    .run { [showWeather] send in
      do {
        let report = try await showWeather.showWeather(for: city)
        await send(.weatherLoaded(.success(report)))
      } catch {
        await send(.weatherLoaded(.failure(EffectFailure(error))))
      }
    }
  }
}
