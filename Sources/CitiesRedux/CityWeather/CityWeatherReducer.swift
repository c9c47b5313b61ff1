import CitiesDomain
import CitiesPresentationWords

/// The city-weather scene's reducer: how each action changes the scene's state, and the effect
/// it starts (fetching the report).
public struct CityWeatherReducer: Reducer {
  private let showWeather: any ShowWeatherUseCase

  /// Makes the reducer whose effect calls this domain use case.
  public init(showWeather: any ShowWeatherUseCase) {
    self.showWeather = showWeather
  }

  public func reduce(
    into state: inout CityWeatherState, action: CityWeatherAction
  ) -> Effect<CityWeatherAction> {
    switch action {
    case .appeared, .retryTapped:
      state.content = .loading
      return .run { [showWeather, city = state.city] send in
        do {
          await send(.weatherLoaded(try await showWeather.showWeather(for: city)))
        } catch {
          await send(.loadFailed(reason: error.reason(or: FailureWords.unknownReason)))
        }
      }
    case .weatherLoaded(let report):
      state.content = .report(CityWeatherState.Report(report))
      return .none
    case .loadFailed(let reason):
      state.content = .error(message: CityWeatherWords.couldNotLoad(reason: reason))
      return .none
    }
  }
}
