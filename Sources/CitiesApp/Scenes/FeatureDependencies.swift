import CitiesDomain
import CitiesTerminalKit

/// What every pattern's scenes are built from: the use cases, the search's clock, and the trace
/// log while tracing is on (without one, no tracing decorator is composed in).
public struct FeatureDependencies: Sendable {
  public var displayCitiesUseCase: any DisplayCitiesUseCase
  public var addCityUseCase: any AddCityUseCase
  public var deleteCityUseCase: any DeleteCityUseCase
  public var restoreCityUseCase: any RestoreCityUseCase
  public var renameCityUseCase: any RenameCityUseCase
  public var searchCitiesUseCase: any SearchCitiesUseCase
  public var showWeatherUseCase: any ShowWeatherUseCase
  /// The clock the search scenes wait on before they search.
  public var clock: any Clock<Duration>
  /// Where every traced boundary records its messages; `nil` while tracing is off.
  public var traceLog: TraceLog?

  /// Makes the domain's use cases on the gateways, with one `GatewayTrace` in front of them while
  /// tracing is on.
  public init(
    citiesGateway: any CitiesGateway, citySearchGateway: any CitySearchGateway,
    weatherGateway: any WeatherGateway, clock: any Clock<Duration>, traceLog: TraceLog?
  ) {
    var gateways = (cities: citiesGateway, search: citySearchGateway, weather: weatherGateway)
    if let traceLog {
      let traced = GatewayTrace(
        cities: citiesGateway, search: citySearchGateway, weather: weatherGateway,
        traceLog: traceLog)
      gateways = (traced, traced, traced)
    }
    displayCitiesUseCase = DisplayCitiesUseCaseImplementation(citiesGateway: gateways.cities)
    addCityUseCase = AddCityUseCaseImplementation(citiesGateway: gateways.cities)
    deleteCityUseCase = DeleteCityUseCaseImplementation(citiesGateway: gateways.cities)
    restoreCityUseCase = RestoreCityUseCaseImplementation(citiesGateway: gateways.cities)
    renameCityUseCase = RenameCityUseCaseImplementation(citiesGateway: gateways.cities)
    searchCitiesUseCase = SearchCitiesUseCaseImplementation(citySearchGateway: gateways.search)
    showWeatherUseCase = ShowWeatherUseCaseImplementation(weatherGateway: gateways.weather)
    self.clock = clock
    self.traceLog = traceLog
  }

  /// The same dependencies with every use case traced as called by `caller`, while tracing is on.
  public func tracingUseCases(as caller: TraceRole) -> FeatureDependencies {
    guard let traceLog else { return self }
    let useCases = UseCaseTrace(self, caller: caller, traceLog: traceLog)
    var traced = self
    traced.displayCitiesUseCase = useCases
    traced.addCityUseCase = useCases
    traced.deleteCityUseCase = useCases
    traced.restoreCityUseCase = useCases
    traced.renameCityUseCase = useCases
    traced.searchCitiesUseCase = useCases
    traced.showWeatherUseCase = useCases
    return traced
  }

  /// A recorder for an object playing `role` towards `peer`, while tracing is on.
  func hopRecorder(role: TraceRole, peer: TraceRole) -> HopRecorder? {
    traceLog.map { HopRecorder(log: $0, role: role, peer: peer) }
  }
}
