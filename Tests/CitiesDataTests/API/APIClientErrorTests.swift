import CitiesData
import Testing

@Suite("APIClientError describes itself in one readable line")
struct APIClientErrorTests {
  @Test(
    "Every error reads as one sentence on one line",
    arguments: [
      APIClientError.offline, .timedOut, .cancelled, .invalidResponse,
      .transport(description: "The connection broke\nwhile reading"),
      .httpStatus(code: 400, reason: "Bad\nrequest"), .httpStatus(code: 500, reason: nil),
      .decoding(field: "(root)", problem: "malformed JSON"),
    ])
  func readsAsOneLine(error: APIClientError) {
    let description = error.description

    #expect(!description.contains { $0.isNewline })
    #expect(description.hasSuffix("."))
  }

  @Test("Being offline is said plainly")
  func describesOffline() {
    #expect(APIClientError.offline.description == "You appear to be offline.")
  }

  @Test("An HTTP error quotes the status and the service's reason")
  func describesHTTPStatus() {
    let error = APIClientError.httpStatus(
      code: 400, reason: "Parameter count must be between 1 and 100.")

    #expect(
      error.description
        == "The weather service answered 400: Parameter count must be between 1 and 100.")
  }

  @Test("A decoding error names the field and the problem")
  func describesDecoding() {
    let error = APIClientError.decoding(field: "results[0].latitude", problem: "missing")

    #expect(
      error.description
        == "The weather service sent data this app cannot read (results[0].latitude: missing).")
  }
}
