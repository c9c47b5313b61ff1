// Made by scripts/kata.py from Tests/CitiesDataTests/API/URLSessionAPIClientTests.swift.

import CitiesData
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

// Serialized: every test has a request in flight, and on Linux each request holds a session's
// pair of sockets; one test at a time keeps the whole run under 256 open files
// (docs/DECISIONS.md).
@Suite(
  "URLSessionAPIClient sends requests and decodes answers", .serialized, .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct URLSessionAPIClientTests {
  private let network = StubbedNetwork()
  private let sut: URLSessionAPIClient

  init() {
    sut = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
  }

  @Test("A request goes to the service's host with its path, method, query and JSON Accept")
  func sendsTheExactRequest() async throws {
    network.respond(json: anyPlacesJSON())

    _ = try await sut.send(searchRequest(), decoding: Places.self)

    let sent = try #require(network.receivedRequests.only)
    let components = try #require(sent.urlComponents)
    #expect(components.scheme == "https")
    #expect(components.host == network.baseURL.host)
    #expect(components.path == "/v1/search")
    #expect(components.queryItems == searchRequest().queryItems)
    #expect(sent.httpMethod == "GET")
    #expect(sent.value(forHTTPHeaderField: "Accept") == "application/json")
  }

  @Test(
    "A base URL's own path comes before the request's path, for self-hosted services",
    arguments: ["/openmeteo", "/openmeteo/"])
  func keepsTheBaseURLPath(prefix: String) async throws {
    let baseURL = try #require(URL(string: network.baseURL.absoluteString + prefix))
    let sut = URLSessionAPIClient(baseURL: baseURL, session: network.session)
    network.respond(json: anyPlacesJSON())

    _ = try await sut.send(searchRequest(), decoding: Places.self)

    let sent = try #require(network.receivedRequests.only)
    #expect(sent.urlComponents?.path == "/openmeteo/v1/search")
  }

  @Test("A plus sign in a query value is sent encoded, so the server does not read a space")
  func encodesPlusSigns() async throws {
    network.respond(json: anyPlacesJSON())

    _ = try await sut.send(searchRequest(name: "Saint+Louis"), decoding: Places.self)

    let sent = try #require(network.receivedRequests.only)
    let name = sent.urlComponents?.percentEncodedQueryItems?.first { $0.name == "name" }
    #expect(name?.value == "Saint%2BLouis")
  }

  @Test("A successful answer is decoded into the requested type")
  func decodesTheAnswer() async throws {
    network.respond(json: #"{"results":[{"name":"Berlin","latitude":52.52437}]}"#)

    let places = try await sut.send(searchRequest(), decoding: Places.self)

    #expect(places == Places(results: [Places.Place(name: "Berlin", latitude: 52.52437)]))
  }

  @Test("Any status from 200 to 299 counts as success", arguments: [200, 203, 299])
  func acceptsEverySuccessStatus(status: Int) async throws {
    network.respond(status: status, json: anyPlacesJSON())

    let places = try await sut.send(searchRequest(), decoding: Places.self)

    #expect(places.results.count == 1)
  }
}
