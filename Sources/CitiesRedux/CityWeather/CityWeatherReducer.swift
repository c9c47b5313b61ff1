import CitiesDomain
import CitiesPresentationWords

/// The city-weather scene's reducer: how each action changes the scene's state, and the effects
/// it starts (fetching the report, renaming the city).
public struct CityWeatherReducer: Reducer {
  private let showWeather: any ShowWeatherUseCase
  private let renameCity: any RenameCityUseCase

  /// Makes the reducer whose effects call these domain use cases.
  public init(showWeather: any ShowWeatherUseCase, renameCity: any RenameCityUseCase) {
    self.showWeather = showWeather
    self.renameCity = renameCity
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
    case .renameSubmitted(let name): return rename(state.city, to: name)
    case .renamed(let city):
      state.city = city
      return .none
    case .renameRefused(let refusal):
      state.alert = CityWeatherWords.message(forFailureToRename: state.city, error: refusal)
      return .none
    case .renameFailed(let reason):
      state.alert = CityWeatherWords.couldNotRename(cityName: state.city.name, reason: reason)
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    // The list acts on what the weather reports; the weather itself has nothing left to do.
    case .delegate:
      return .none
    }
  }

  // Renames the city, shows the new name, and reports it to the list; or says why it could not.
  private func rename(_ city: City, to name: String) -> Effect<CityWeatherAction> {
    .run { [renameCity] send in
      do {
        let renamed = try await renameCity.rename(city: city, to: name)
        await send(.renamed(renamed))
        await send(.delegate(.cityRenamed(renamed)))
      } catch let refusal as RenameCityError {
        await send(.renameRefused(refusal))
      } catch {
        await send(.renameFailed(reason: error.reason(or: FailureWords.unknownReason)))
      }
    }
  }
}
