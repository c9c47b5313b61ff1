import Foundation
import Testing

// `serviceName` is internal to the data layer; every message about a service quotes it.
@testable import CitiesData

@Suite("How a message names a service")
struct ServiceNameTests {
  @Test("A host keeps its percent-encoding, so no character in it can disturb a message")
  func percentEncodedHost() throws {
    let url = try #require(URL(string: "https://bad%0Ahost.example/v1/search"))

    #expect(url.serviceName == "bad%0Ahost.example")
  }

  @Test("An address without a host is named as having none")
  func noHost() throws {
    let url = try #require(URL(string: "file:///tmp/cities.json"))

    #expect(url.serviceName == "(no host)")
  }
}
