import CitiesDomain

/// What a pattern's shell is built from: the domain use cases, the clock that times the search
/// debounce, and the trace log that every traced boundary records into.
///
/// The three patterns get the same value, so they share one saved list and one data source; only
/// the tracing decorators around the use cases name a different caller (see `traced(for:)`).
public struct FeatureDependencies: Sendable {
  /// Lists the saved cities.
  public var displayCitiesUseCase: any DisplayCitiesUseCase
  /// Saves a chosen city.
  public var addCityUseCase: any AddCityUseCase
  /// Removes a saved city.
  public var deleteCityUseCase: any DeleteCityUseCase
  /// Finds cities to add.
  public var searchCitiesUseCase: any SearchCitiesUseCase
  /// Gets a city's weather.
  public var showWeatherUseCase: any ShowWeatherUseCase
  /// The clock the search scenes wait on before they search.
  public var clock: any Clock<Duration>
  /// Where the traced boundaries record their messages.
  public var traceLog: TraceLog

  /// Makes the dependencies from their parts.
  public init(
    displayCitiesUseCase: any DisplayCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    searchCitiesUseCase: any SearchCitiesUseCase,
    showWeatherUseCase: any ShowWeatherUseCase,
    clock: any Clock<Duration>,
    traceLog: TraceLog
  ) {
    self.displayCitiesUseCase = displayCitiesUseCase
    self.addCityUseCase = addCityUseCase
    self.deleteCityUseCase = deleteCityUseCase
    self.searchCitiesUseCase = searchCitiesUseCase
    self.showWeatherUseCase = showWeatherUseCase
    self.clock = clock
    self.traceLog = traceLog
  }
}
