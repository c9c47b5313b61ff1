import CitiesData
import CitiesDomain
import CitiesTerminalKit
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The gateways a run of `cities` works on: the only place that knows which exist (the saved
/// list's file, the samples, Open-Meteo); every pattern after it sees the domain's protocols.
struct LaunchGateways {
  let cities: any CitiesGateway
  let search: any CitySearchGateway
  let weather: any WeatherGateway

  /// The gateways the launch options ask for.
  init(options: LaunchOptions) {
    let store = FileCitiesGateway(fileURL: options.storeURL)
    cities = CacheCitiesGateway(localPersistenceCitiesGateway: store)
    let configuration = options.dataSource.openMeteoConfiguration
    guard options.dataSource != .sample else {
      (search, weather) = (SampleCitySearchGateway(), SampleWeatherGateway())
      return
    }
    search = OpenMeteoCitySearchGateway(
      apiClient: Self.apiClient(configuration.geocodingBaseURL, options))
    weather = OpenMeteoWeatherGateway(
      apiClient: Self.apiClient(configuration.forecastBaseURL, options))
  }

  /// The gateways of one pattern's run in `compare`: a fresh saved list holding `seed`, and the
  /// samples, whose weather is that of `today`.
  init(comparisonSeed seed: [City], today: CalendarDay) {
    cities = CacheCitiesGateway(localPersistenceCitiesGateway: InMemoryCitiesGateway(cities: seed))
    search = SampleCitySearchGateway()
    weather = SampleWeatherGateway(today: { today })
  }

  /// The use cases on these gateways, with the search's clock and, while tracing, the trace log.
  func dependencies(clock: any Clock<Duration>, traceLog: TraceLog?) -> FeatureDependencies {
    FeatureDependencies(
      citiesGateway: cities, citySearchGateway: search, weatherGateway: weather, clock: clock,
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
