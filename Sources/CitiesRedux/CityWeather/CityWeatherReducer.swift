import CitiesDomain
import CitiesPresentationWords

/// The city-weather scene's reducer: how each action changes the scene's state, and the effect
/// it starts (fetching the report).
public struct CityWeatherReducer: Reducer {
  private let effects: CityWeatherEffects

  /// Makes the reducer whose effect calls this domain use case.
  public init(showWeather: any ShowWeatherUseCase) {
    effects = CityWeatherEffects(showWeather: showWeather)
  }

  public func reduce(
    into state: inout CityWeatherState, action: CityWeatherAction
  ) -> Effect<CityWeatherAction> {
    switch action {
    case .appeared, .retryTapped:
      state.content = .loading
      return effects.loadWeather(for: state.city)
    case .weatherLoaded(.success(let report)):
      state.content = .report(WeatherReportWords(report))
      return .none
    case .weatherLoaded(.failure(let failure)):
      let reason = failure.reason(or: FailureWords.unknownReason)
      state.content = .error(message: CityWeatherWords.couldNotLoad(reason: reason))
      return .none
    case .backTapped:
      state.isClosed = true
      return .none
    }
  }
}
