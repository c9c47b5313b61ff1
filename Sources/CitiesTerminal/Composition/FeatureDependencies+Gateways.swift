import CitiesDomain

extension FeatureDependencies {
  /// Makes the domain's use cases on the given gateways, each gateway wrapped in its tracing
  /// decorator, so the trace shows every call a use case makes to the data layer.
  public init(
    citiesGateway: any CitiesGateway,
    citySearchGateway: any CitySearchGateway,
    weatherGateway: any WeatherGateway,
    clock: any Clock<Duration>,
    traceLog: TraceLog
  ) {
    let cities = TracingCitiesGateway(citiesGateway, traceLog: traceLog)
    let search = TracingCitySearchGateway(citySearchGateway, traceLog: traceLog)
    let weather = TracingWeatherGateway(weatherGateway, traceLog: traceLog)
    self.init(
      displayCitiesUseCase: DisplayCitiesUseCaseImplementation(citiesGateway: cities),
      addCityUseCase: AddCityUseCaseImplementation(citiesGateway: cities),
      deleteCityUseCase: DeleteCityUseCaseImplementation(citiesGateway: cities),
      searchCitiesUseCase: SearchCitiesUseCaseImplementation(citySearchGateway: search),
      showWeatherUseCase: ShowWeatherUseCaseImplementation(weatherGateway: weather),
      clock: clock,
      traceLog: traceLog
    )
  }
}
