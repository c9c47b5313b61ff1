/// Where the cities list has gone: the child scene it presents, whose state lives inside the
/// list's own (`CitiesState.destination`), and the reducer that runs that child.
///
/// TCA's `@Reducer enum Destination`, written out: one case a child, in the state and in the
/// actions alike, so the list's one state holds everything on screen.
public struct CitiesDestination: Reducer {
  /// The state of the child scene presented.
  public enum State: Equatable, Sendable {
    /// The weather of a city, with the city passed forward in it.
    case cityWeather(CityWeatherState)
    /// The search that adds a city.
    case addCity(AddCityState)
  }

  /// An action of the child scene presented.
  public enum Action: Equatable, Sendable {
    case cityWeather(CityWeatherAction)
    case addCity(AddCityAction)
  }

  private let cityWeather: CityWeatherReducer
  private let addCity: AddCityReducer

  /// Makes the destination that runs each child on its own reducer.
  public init(cityWeather: CityWeatherReducer, addCity: AddCityReducer) {
    self.cityWeather = cityWeather
    self.addCity = addCity
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch (state, action) {
    case (.cityWeather(var child), .cityWeather(let action)):
      let effect = cityWeather.reduce(into: &child, action: action)
      state = .cityWeather(child)
      return effect.map(Action.cityWeather)
    case (.addCity(var child), .addCity(let action)):
      let effect = addCity.reduce(into: &child, action: action)
      state = .addCity(child)
      return effect.map(Action.addCity)
    // A late action of a child no longer presented has no state to change.
    case (.cityWeather, .addCity), (.addCity, .cityWeather):
      return .none
    }
  }
}

extension CitiesDestination.State {
  /// The weather's state, while the weather is presented: what its scoped store reads.
  public var cityWeather: CityWeatherState? {
    guard case .cityWeather(let state) = self else { return nil }
    return state
  }

  /// The search's state, while the search is presented.
  public var addCity: AddCityState? {
    guard case .addCity(let state) = self else { return nil }
    return state
  }
}
