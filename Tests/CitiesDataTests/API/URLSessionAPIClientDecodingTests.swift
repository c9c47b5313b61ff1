import CitiesData
import CitiesNetworkTestSupport
import CitiesTestSupport
import Testing

// Serialized: every test has a request in flight, and on Linux each request holds a session's
// pair of sockets; one test at a time keeps the whole run under 256 open files
// (docs/DECISIONS.md).
@Suite(
  "URLSessionAPIClient names the field a body cannot be decoded at", .serialized,
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct URLSessionAPIClientDecodingTests {
  private let network = StubbedNetwork()
  private let sut: URLSessionAPIClient

  init() {
    sut = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
  }

  @Test("A missing field is named by its path")
  func namesAMissingField() async {
    network.respond(json: #"{"results":[{"name":"Berlin"}]}"#)
    let expected = APIClientError.decoding(
      host: network.host, field: "results[0].latitude", problem: "missing")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A value of the wrong type says what was expected")
  func namesAWrongType() async {
    network.respond(json: #"{"results":[{"name":"Berlin","latitude":"52.5"}]}"#)
    let expected = APIClientError.decoding(
      host: network.host, field: "results[0].latitude", problem: "expected a number")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A null where a value is required is named")
  func namesANull() async {
    network.respond(json: #"{"results":[{"name":null,"latitude":52.5}]}"#)
    let expected = APIClientError.decoding(
      host: network.host, field: "results[0].name", problem: "null instead of a value")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("An object where a list belongs says a list was expected")
  func namesAWrongContainer() async {
    network.respond(json: #"{"results":{}}"#)
    let expected = APIClientError.decoding(
      host: network.host, field: "results", problem: "expected a list")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }

  @Test("A truncated body reads as malformed JSON at the root")
  func reportsMalformedJSON() async {
    network.respond(json: #"{"results":[{"name":"Berl"#)
    let expected = APIClientError.decoding(
      host: network.host, field: "(root)", problem: "malformed JSON")

    await #expect(throws: expected) {
      try await sut.send(searchRequest(), decoding: Places.self)
    }
  }
}
