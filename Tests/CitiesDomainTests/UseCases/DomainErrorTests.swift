import CitiesDomain
import CitiesTestSupport
import Testing

// The domain holds no user sentences: a refusal carries data, and each pattern words it from
// `CitiesPresentationWords`. A description added here would be a second source of the same words.
@Suite("Domain errors")
struct DomainErrorTests {
  @Test("The add refusals carry data and no sentence of their own")
  func addRefusalsCarryNoSentence() {
    let refusals: [AddCityError] = [.blankName, .alreadySaved(anyCity())]

    for refusal in refusals {
      #expect(!((refusal as Any) is any CustomStringConvertible))
    }
  }

  @Test("The search refusal carries the length it needs and no sentence of its own")
  func searchRefusalCarriesNoSentence() {
    let refusal = SearchCitiesError.queryTooShort(minimumLength: CitySearchQuery.minimumLength)

    #expect(!((refusal as Any) is any CustomStringConvertible))
  }
}
