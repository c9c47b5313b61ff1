import Testing

extension SearchTimingCase {
  /// Plays the case on a search scene that `makeDriver` builds on the service and the clock it is
  /// given, and records an issue for every request or screen that differs from the case's.
  ///
  /// Unless the case holds answers, the service answers every request with Berlin.
  @MainActor
  public func play(
    sourceLocation: SourceLocation = #_sourceLocation,
    on makeDriver: (SearchCitiesUseCaseSpy, TestClock) -> any SearchTimingDriver
  ) async {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    if holdsAnswers { await searchCities.holdAnswers() }
    let clock = TestClock()
    let driver = makeDriver(searchCities, clock)
    let run = SearchTimingRun(
      driver: driver, searchCities: searchCities, clock: clock, sourceLocation: sourceLocation)

    for step in steps { await run.perform(step) }
    await run.finish()

    let requests = await searchCities.searchedTexts
    let shown = Self.withoutRepeats(driver.shownScreens)
    #expect(requests == expectedRequests, "requests sent", sourceLocation: sourceLocation)
    #expect(shown == expectedScreens, "states shown", sourceLocation: sourceLocation)
  }

  private static func withoutRepeats(_ screens: [SearchScreen]) -> [SearchScreen] {
    screens.reduce(into: []) { shown, screen in
      if shown.last != screen { shown.append(screen) }
    }
  }
}
