import CitiesDomain
import Testing

@Suite("City search query")
struct CitySearchQueryTests {
  @Test("A query keeps the typed text without surrounding white space")
  func trims() throws {
    let query = try #require(CitySearchQuery("  New York \t"))

    #expect(query.text == "New York")
  }

  @Test(
    "Text shorter than the minimum once trimmed is no query", arguments: ["", "  ", "a", " a "])
  func tooShort(typed: String) {
    #expect(CitySearchQuery(typed) == nil)
  }
}
