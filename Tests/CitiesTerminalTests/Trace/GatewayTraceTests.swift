import CitiesData
import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@Suite("The gateway trace", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct GatewayTraceTests {
  private let traceLog = TraceLog()

  @Test("The cities gateway's three calls are recorded from the use case, with their answers")
  func citiesGateway() async throws {
    let spy = CitiesGatewaySpy(cities: [otherCity()])
    let sut = gateways(cities: spy)

    let before = try await sut.fetchCities()
    let added = try await sut.add(parameters: AddCityParameters(city: anyCity()))
    try await sut.delete(city: otherCity())

    #expect(before == [otherCity()])
    #expect(added == anyCity())
    #expect(await spy.cities == [anyCity()])
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .useCase, to: .gateway, message: "fetchCities()"),
        TraceEvent(from: .gateway, to: .useCase, message: "1 city", kind: .reply),
        TraceEvent(from: .useCase, to: .gateway, message: "add(Berlin)"),
        TraceEvent(from: .gateway, to: .useCase, message: "Berlin", kind: .reply),
        TraceEvent(from: .useCase, to: .gateway, message: "delete(London)"),
        TraceEvent(from: .gateway, to: .useCase, message: "done", kind: .reply),
      ])
  }

  @Test("A failing gateway's error passes through and is recorded as the reply")
  func gatewayError() async throws {
    let spy = CitiesGatewaySpy()
    await spy.failFetch(with: AnyError("corrupted file"))
    let sut = gateways(cities: spy)

    await #expect(throws: AnyError("corrupted file")) { try await sut.fetchCities() }

    #expect(
      traceLog.takeEvents().last
        == TraceEvent(from: .gateway, to: .useCase, message: "error: corrupted file", kind: .reply))
  }

  @Test("The search gateway quotes the query; the weather gateway names place and days")
  func searchAndWeather() async throws {
    let sut = gateways(
      search: CitySearchGatewaySpy(result: .success([anyCity(), otherCity()])),
      weather: WeatherGatewaySpy())
    let query = try #require(CitySearchQuery("lon"))

    let cities = try await sut.searchCities(matching: query)
    let report = try await sut.fetchWeather(at: anyCity().coordinates, forecastDays: 7)

    #expect(cities == [anyCity(), otherCity()])
    #expect(report == anyWeatherReport())
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .useCase, to: .gateway, message: "searchCities(\"lon\")"),
        TraceEvent(from: .gateway, to: .useCase, message: "2 cities", kind: .reply),
        TraceEvent(from: .useCase, to: .gateway, message: "fetchWeather(52.52, 13.41, 7 days)"),
        TraceEvent(from: .gateway, to: .useCase, message: "report, 5 days", kind: .reply),
      ])
  }

  private func gateways(
    cities: any CitiesGateway = InMemoryCitiesGateway(),
    search: any CitySearchGateway = SampleCitySearchGateway(),
    weather: any WeatherGateway = SampleWeatherGateway(),
    traceLog: TraceLog? = nil
  ) -> GatewayTrace {
    GatewayTrace(
      cities: cities, search: search, weather: weather, traceLog: traceLog ?? self.traceLog)
  }
}
