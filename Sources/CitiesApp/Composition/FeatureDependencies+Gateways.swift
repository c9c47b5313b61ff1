import CitiesData
import CitiesDomain
import CitiesTerminalKit
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The only place that knows which gateways exist (the saved list's file, the samples,
// Open-Meteo); every pattern after it sees the domain's protocols.
extension FeatureDependencies {
  /// The use cases on the gateways the launch options ask for.
  static func launch(
    _ options: LaunchOptions, clock: any Clock<Duration>, traceLog: TraceLog?
  ) -> FeatureDependencies {
    let store = FileCitiesGateway(fileURL: options.storeURL)
    let cities = CacheCitiesGateway(localPersistenceCitiesGateway: store)
    let source = options.dataSource.openMeteoConfiguration
    let isLive = options.dataSource != .sample
    return FeatureDependencies(
      citiesGateway: cities,
      citySearchGateway: isLive
        ? OpenMeteoCitySearchGateway(apiClient: apiClient(source.geocodingBaseURL, options))
        : SampleCitySearchGateway(),
      weatherGateway: isLive
        ? OpenMeteoWeatherGateway(apiClient: apiClient(source.forecastBaseURL, options))
        : SampleWeatherGateway(),
      clock: clock, traceLog: traceLog)
  }

  /// The use cases of one pattern's run in `compare`: a fresh saved list holding `seed`, the
  /// samples, whose weather is that of `today`, and an instant clock.
  static func comparison(seed: [City], today: CalendarDay, traceLog: TraceLog?)
    -> FeatureDependencies
  {
    FeatureDependencies(
      citiesGateway: CacheCitiesGateway(
        localPersistenceCitiesGateway: InMemoryCitiesGateway(cities: seed)),
      citySearchGateway: SampleCitySearchGateway(),
      weatherGateway: SampleWeatherGateway(today: { today }), clock: InstantClock(),
      traceLog: traceLog)
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

extension DataSource {
  /// The Open-Meteo addresses this source talks to; the sample source never uses them.
  var openMeteoConfiguration: OpenMeteoConfiguration {
    guard case .live(let selfHostedBaseURL?) = self else { return .standard }
    return OpenMeteoConfiguration(selfHostedBaseURL: selfHostedBaseURL)
  }
}
