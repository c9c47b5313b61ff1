import CitiesDomain

/// What a pattern's shell is built from, the same for all three: use cases, the search's clock and
/// the trace log.
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
  /// Where every traced boundary records its messages.
  public var traceLog: TraceLog

  /// Makes the domain's use cases on the gateways, with one `GatewayTrace` in front of them.
  public init(
    citiesGateway: any CitiesGateway, citySearchGateway: any CitySearchGateway,
    weatherGateway: any WeatherGateway, clock: any Clock<Duration>, traceLog: TraceLog
  ) {
    let gateways = GatewayTrace(
      cities: citiesGateway, search: citySearchGateway, weather: weatherGateway,
      traceLog: traceLog)
    displayCitiesUseCase = DisplayCitiesUseCaseImplementation(citiesGateway: gateways)
    addCityUseCase = AddCityUseCaseImplementation(citiesGateway: gateways)
    deleteCityUseCase = DeleteCityUseCaseImplementation(citiesGateway: gateways)
    searchCitiesUseCase = SearchCitiesUseCaseImplementation(citySearchGateway: gateways)
    showWeatherUseCase = ShowWeatherUseCaseImplementation(weatherGateway: gateways)
    (self.clock, self.traceLog) = (clock, traceLog)
  }

  /// The same dependencies with every use case traced as called by `caller`.
  public func tracingUseCases(as caller: TraceRole) -> FeatureDependencies {
    let useCases = UseCaseTrace(self, caller: caller)
    var traced = self
    traced.displayCitiesUseCase = useCases
    traced.addCityUseCase = useCases
    traced.deleteCityUseCase = useCases
    traced.searchCitiesUseCase = useCases
    traced.showWeatherUseCase = useCases
    return traced
  }
}
