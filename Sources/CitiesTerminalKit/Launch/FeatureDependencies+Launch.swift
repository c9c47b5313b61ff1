import CitiesData
import CitiesDomain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FeatureDependencies {
  /// The dependencies the launch options ask for: the only place that knows which gateways exist
  /// (the saved list's file, the samples or Open-Meteo); all after it sees protocols.
  public init(options: LaunchOptions, clock: any Clock<Duration>, traceLog: TraceLog) {
    let store = FileCitiesGateway(fileURL: options.storeURL)
    self.init(
      citiesGateway: CacheCitiesGateway(localPersistenceCitiesGateway: store),
      citySearchGateway: Self.searchGateway(options), weatherGateway: Self.weatherGateway(options),
      clock: clock, traceLog: traceLog)
  }

  private static func searchGateway(_ options: LaunchOptions) -> any CitySearchGateway {
    guard options.dataSource != .sample else { return SampleCitySearchGateway() }
    let baseURL = options.dataSource.openMeteoConfiguration.geocodingBaseURL
    return OpenMeteoCitySearchGateway(apiClient: apiClient(baseURL, options))
  }

  private static func weatherGateway(_ options: LaunchOptions) -> any WeatherGateway {
    guard options.dataSource != .sample else { return SampleWeatherGateway() }
    let baseURL = options.dataSource.openMeteoConfiguration.forecastBaseURL
    return OpenMeteoWeatherGateway(apiClient: apiClient(baseURL, options))
  }

  // Ephemeral: nothing is cached on disk or shared between runs. The same limit applies to the
  // wait for each answer and to the whole transfer, so a server that trickles bytes is cut off too.
  private static func apiClient(_ baseURL: URL, _ options: LaunchOptions) -> URLSessionAPIClient {
    let configuration = URLSessionConfiguration.ephemeral
    let seconds = TimeInterval(options.apiTimeout.components.seconds)
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    return URLSessionAPIClient(baseURL: baseURL, session: URLSession(configuration: configuration))
  }
}
