import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@Suite("Values in short in a trace")
struct TraceTextTests {
  @Test(
    "Text is quoted and cut short; a city reads as its name, a query its text, a list its size",
    arguments: [
      ("Berlin", #""Berlin""#),
      ("No saved cities yet. Type \"add\" and a name", #""No saved cities yet. Type "add"…""#),
      (anyCity(), "Berlin"),
      (CitySearchQuery("  lon ")!, #""lon""#),
      ([anyCity(), otherCity()], "2 cities"),
      ([anyCity()], "1 city"),
      (["a row", "another row", "a third"], "3 rows"),
      (AnyError("disk full"), #""disk full""#),
      ((), "done"),
      (7, "7"),
    ] as [(any Sendable, String)])
  func plainValues(value: any Sendable, expected: String) {
    #expect(TraceText.short(value) == expected)
  }

  @Test("An enum reads as Swift writes it, each part in short and named by its label")
  func enums() {
    #expect(TraceText.short(Response.loading) == ".loading")
    #expect(TraceText.short(Response.loaded([anyCity()])) == ".loaded(1 city)")
    #expect(
      TraceText.short(Response.found([anyCity()], query: "ber")) == #".found(1 city, query: "ber")"#
    )
    #expect(TraceText.short(Response.tooShort(minimumLength: 2)) == ".tooShort(minimumLength: 2)")
    #expect(TraceText.short(Response.failed(AnyError("offline"))) == #".failed("offline")"#)
  }

  @Test("A struct reads as its type and its labelled parts; an optional as its value or nil")
  func structsAndOptionals() {
    #expect(
      TraceText.short(Request(cityID: 2_950_159, text: "ber"))
        == #"Request(cityID: 2950159, text: "ber")"#)
    #expect(TraceText.short(Empty()) == "Empty()")
    #expect(TraceText.short(Optional("Berlin") as Any) == #""Berlin""#)
    #expect(TraceText.short(String?.none as Any) == "nil")
  }

  @Test("A value with a summary of its own reads as that summary, wherever it travels")
  func summaries() {
    #expect(TraceText.short(Response.picked(row: Row(title: "London"))) == ".picked(row: London)")
  }
}

private enum Response {
  case loading
  case loaded([City])
  case found([City], query: String)
  case tooShort(minimumLength: Int)
  case failed(any Error)
  case picked(row: Row)
}

private struct Request {
  let cityID: Int
  let text: String
}

private struct Empty {}

private struct Row: TraceSummarizable {
  let title: String

  var traceSummary: String { title }
}
