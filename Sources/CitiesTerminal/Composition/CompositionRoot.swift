import CitiesData
import CitiesDomain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Builds the app's object graph from the launch options: the gateways the options choose, the
/// use cases on them, and the tracing decorators around their boundaries.
///
/// It is the only place that knows which gateway implementations exist; everything after it sees
/// protocols.
public struct CompositionRoot {
  private let options: LaunchOptions
  private let clock: any Clock<Duration>
  private let traceLog: TraceLog

  /// Makes a root for these options; the clock times the search debounce.
  public init(options: LaunchOptions, clock: any Clock<Duration>, traceLog: TraceLog) {
    self.options = options
    self.clock = clock
    self.traceLog = traceLog
  }

  /// The use cases, clock and trace log every pattern's shell is built on.
  public func makeDependencies() -> FeatureDependencies {
    FeatureDependencies(
      citiesGateway: makeCitiesGateway(),
      citySearchGateway: makeCitySearchGateway(),
      weatherGateway: makeWeatherGateway(),
      clock: clock,
      traceLog: traceLog
    )
  }

  func makeCitiesGateway() -> any CitiesGateway {
    CacheCitiesGateway(
      localPersistenceCitiesGateway: FileCitiesGateway(fileURL: options.storeURL))
  }

  func makeCitySearchGateway() -> any CitySearchGateway {
    guard options.dataSource != .sample else { return SampleCitySearchGateway() }
    let baseURL = options.dataSource.openMeteoConfiguration.geocodingBaseURL
    return OpenMeteoCitySearchGateway(
      apiClient: URLSessionAPIClient(baseURL: baseURL, session: makeAPISession()))
  }

  func makeWeatherGateway() -> any WeatherGateway {
    guard options.dataSource != .sample else { return SampleWeatherGateway() }
    let baseURL = options.dataSource.openMeteoConfiguration.forecastBaseURL
    return OpenMeteoWeatherGateway(
      apiClient: URLSessionAPIClient(baseURL: baseURL, session: makeAPISession()))
  }

  // Ephemeral: nothing is cached on disk or shared between runs. The same limit applies to the
  // wait for each answer and to the whole transfer, so a server that trickles bytes is cut off too.
  private func makeAPISession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    let seconds = TimeInterval(options.apiTimeout.components.seconds)
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    return URLSession(configuration: configuration)
  }
}
