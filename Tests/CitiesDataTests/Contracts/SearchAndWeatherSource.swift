import CitiesData
import CitiesDomain
import CitiesNetworkTestSupport
import Testing

/// The two ways the app can get search results and weather: bundled sample data or Open-Meteo
/// (here on a stubbed network that answers as the real service does).
enum SearchAndWeatherSource: String, CaseIterable, CustomTestStringConvertible {
  case sample
  case openMeteo

  var testDescription: String { rawValue }

  /// A search use case on this source; Open-Meteo's stub answers with `openMeteoAnswer`.
  func makeSearch(openMeteoAnswer: String) -> (
    useCase: any SearchCitiesUseCase, network: AnyObject?
  ) {
    switch self {
    case .sample:
      return (SearchCitiesUseCaseImplementation(citySearchGateway: SampleCitySearchGateway()), nil)
    case .openMeteo:
      let network = StubbedNetwork()
      network.respond(json: openMeteoAnswer)
      let client = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
      let gateway = OpenMeteoCitySearchGateway(apiClient: client)
      return (SearchCitiesUseCaseImplementation(citySearchGateway: gateway), network)
    }
  }

  /// A show-weather use case on this source; Open-Meteo's stub answers with `openMeteoAnswer`.
  func makeWeather(openMeteoAnswer: String, forecastDays: Int) -> (
    useCase: any ShowWeatherUseCase, network: AnyObject?
  ) {
    switch self {
    case .sample:
      let gateway = SampleWeatherGateway(today: { CalendarDay(daysSinceEpoch: 20_538) })
      return (
        ShowWeatherUseCaseImplementation(weatherGateway: gateway, forecastDays: forecastDays), nil
      )
    case .openMeteo:
      let network = StubbedNetwork()
      network.respond(json: openMeteoAnswer)
      let client = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
      let gateway = OpenMeteoWeatherGateway(apiClient: client)
      return (
        ShowWeatherUseCaseImplementation(weatherGateway: gateway, forecastDays: forecastDays),
        network
      )
    }
  }
}
