import CitiesDomain
import CitiesTestSupport
import Testing

@Suite("Search use case spy", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct SearchCitiesUseCaseSpyTests {
  @Test("Without holding, every search is answered at once with the canned result")
  func answersAtOnce() async throws {
    let spy = SearchCitiesUseCaseSpy(result: .success([anyCity()]))

    let cities = try await spy.search(for: "Berlin")

    #expect(cities == [anyCity()])
    #expect(await spy.searchedTexts == ["Berlin"])
  }

  @Test("Held searches wait, and are released one by one in the order the test chooses")
  func releasesHeldSearchesInAnyOrder() async throws {
    let spy = SearchCitiesUseCaseSpy()
    await spy.holdAnswers()
    let older = Task { try await spy.search(for: "Ber") }
    await spy.searches(count: 1)
    let newer = Task { try await spy.search(for: "Berlin") }
    await spy.searches(count: 2)

    await spy.answer("Berlin", with: .success([anyCity()]))
    let newerCities = try await newer.value
    await spy.answer("Ber", with: .success([otherCity()]))
    let olderCities = try await older.value

    #expect(newerCities == [anyCity()])
    #expect(olderCities == [otherCity()])
  }

  @Test("A held search can be released with a failure")
  func releasesWithFailure() async {
    let spy = SearchCitiesUseCaseSpy()
    await spy.holdAnswers()
    let search = Task { try await spy.search(for: "Ber") }
    await spy.searches(count: 1)

    await spy.answer("Ber", with: .failure(AnyError("offline")))

    await #expect(throws: AnyError("offline")) { try await search.value }
  }

  @Test("A held search whose task is cancelled ends with a cancellation error")
  func cancellationEndsHeldSearch() async {
    let spy = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    await spy.holdAnswers()
    let search = Task { try await spy.search(for: "Ber") }
    await spy.searches(count: 1)

    search.cancel()

    await #expect(throws: CancellationError.self) { try await search.value }
  }

  @Test("A test waiting for searches stops waiting when its task is cancelled")
  func cancellationEndsWaitForSearches() async {
    let spy = SearchCitiesUseCaseSpy()
    let waiting = Task { await spy.searches(count: 1) }

    waiting.cancel()
    await waiting.value

    #expect(await spy.searchedTexts.isEmpty)
  }
}
