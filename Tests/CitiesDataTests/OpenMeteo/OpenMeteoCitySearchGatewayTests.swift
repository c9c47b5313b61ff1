import CitiesData
import CitiesDomain
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

// Serialized: every test has a request in flight, and on Linux each request holds a session's
// pair of sockets; one test at a time keeps the whole run under 256 open files
// (docs/DECISIONS.md).
@Suite("OpenMeteoCitySearchGateway", .serialized, .timeLimit(.minutes(1)), .endsRunWhenHung)
struct OpenMeteoCitySearchGatewayTests {
  private let network = StubbedNetwork()

  @Test("A search asks the geocoding service for ten English results in JSON")
  func sendsTheSearchRequest() async throws {
    let sut = makeSUT()
    network.respond(json: noResultsJSON())

    _ = try await sut.searchCities(matching: query("São Paulo"))

    let sent = try #require(network.receivedRequests.only)
    #expect(sent.urlComponents?.path == "/v1/search")
    #expect(
      sent.urlComponents?.queryItems == [
        URLQueryItem(name: "name", value: "São Paulo"),
        URLQueryItem(name: "count", value: "10"),
        URLQueryItem(name: "language", value: "en"),
        URLQueryItem(name: "format", value: "json"),
      ])
  }

  @Test(
    "The result limit is kept within the 1 to 100 the service accepts",
    arguments: zip([0, 25, 500], ["1", "25", "100"]))
  func clampsTheResultLimit(limit: Int, sentCount: String) async throws {
    let sut = makeSUT(resultLimit: limit, language: "DE")
    network.respond(json: noResultsJSON())

    _ = try await sut.searchCities(matching: query("Berlin"))

    let items = try #require(network.receivedRequests.only?.urlComponents?.queryItems)
    #expect(items.first { $0.name == "count" }?.value == sentCount)
    #expect(items.first { $0.name == "language" }?.value == "de")
  }

  @Test("Results become cities, with the details the service left out as nil")
  func mapsResultsToCities() async throws {
    let sut = makeSUT()
    network.respond(json: berlinAndBareResultJSON())

    let cities = try await sut.searchCities(matching: query("Berlin"))

    #expect(cities == [berlin(), bareCity()])
  }

  @Test("An answer without results means no city matches")
  func mapsMissingResultsToAnEmptyList() async throws {
    let sut = makeSUT()
    network.respond(json: noResultsJSON())

    let cities = try await sut.searchCities(matching: query("Xyzzyville"))

    #expect(cities.isEmpty)
  }

  @Test("A service error reaches the caller as an APIClientError")
  func passesOnServiceErrors() async throws {
    let sut = makeSUT()
    network.respond(
      status: 400, json: #"{"error":true,"reason":"Parameter count must be between 1 and 100."}"#)
    let expected = APIClientError.httpStatus(
      host: network.host, code: 400, reason: "Parameter count must be between 1 and 100.")

    await #expect(throws: expected) {
      try await sut.searchCities(matching: query("Berlin"))
    }
  }

  private func makeSUT(
    resultLimit: Int = 10, language: String = "en"
  ) -> OpenMeteoCitySearchGateway {
    let apiClient = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
    return OpenMeteoCitySearchGateway(
      apiClient: apiClient, resultLimit: resultLimit, language: language)
  }
}

private func query(_ text: String) throws -> CitySearchQuery {
  try #require(CitySearchQuery(text))
}

private func noResultsJSON() -> String {
  #"{"generationtime_ms":0.4}"#
}

private func berlinAndBareResultJSON() -> String {
  """
  {"results":[
    {"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,"elevation":74.0,
     "feature_code":"PPLC","country_code":"DE","country_id":2921044,"country":"Deutschland",
     "admin1":"Berlin","admin1_id":2950157,"timezone":"Europe/Berlin","population":3426354,
     "postcodes":["10967"]},
    {"id":7,"name":"Bare","latitude":-1.5,"longitude":-70.25}
  ],"generationtime_ms":0.5}
  """
}

private func berlin() -> City {
  City(
    id: 2_950_159, name: "Berlin", region: "Berlin", country: "Deutschland", countryCode: "DE",
    coordinates: Coordinates(latitude: 52.52437, longitude: 13.41053), timeZone: "Europe/Berlin")
}

private func bareCity() -> City {
  City(id: 7, name: "Bare", coordinates: Coordinates(latitude: -1.5, longitude: -70.25))
}
