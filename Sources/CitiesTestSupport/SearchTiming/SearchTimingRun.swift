import CitiesDomain
import Testing

/// Performs the steps of one `SearchTimingCase` on one pattern's search scene.
///
/// A keystroke whose text is long enough to search runs in a task of its own, as a view's would,
/// since it returns only when its search is over; the run keeps those tasks and ends them all in
/// `finish()`.
@MainActor
final class SearchTimingRun {
  private nonisolated static let pause = Duration.milliseconds(300)

  private let driver: any SearchTimingDriver
  private let searchCities: SearchCitiesUseCaseSpy
  private let clock: TestClock
  private let sourceLocation: SourceLocation
  private var keystrokes: [Task<Void, Never>] = []
  private var pausesBegun = 0

  init(
    driver: any SearchTimingDriver, searchCities: SearchCitiesUseCaseSpy, clock: TestClock,
    sourceLocation: SourceLocation
  ) {
    self.driver = driver
    self.searchCities = searchCities
    self.clock = clock
    self.sourceLocation = sourceLocation
  }

  func perform(_ step: SearchTimingStep) async {
    switch step {
    case .type(let text): await type(text)
    case .wait(let milliseconds): clock.advance(by: .milliseconds(milliseconds))
    case .typeAsThePauseEnds(let text): await typeAsThePauseEnds(text)
    case .expectStillPausing: await expectStillPausing()
    case .waitForRequests(let count): await searchCities.searches(count: count)
    case .answer(let text, let cities): await searchCities.answer(text, with: .success(cities))
    }
  }

  /// Lets every keystroke's search end: searches still in their pause are stopped, as when the
  /// user leaves, since nothing would ever wake them.
  func finish() async {
    if clock.sleeperCount > 0 {
      for keystroke in keystrokes { keystroke.cancel() }
    }
    for keystroke in keystrokes {
      await withTaskCancellationHandler {
        await keystroke.value
      } onCancel: {
        keystroke.cancel()
      }
    }
  }

  private func type(_ text: String) async {
    guard CitySearchQuery(text) != nil else {
      // Too short to search: the scene handles it at once, with no pause.
      await driver.changeSearchText(text)
      return
    }
    let driver = driver
    keystrokes.append(Task { await driver.changeSearchText(text) })
    pausesBegun += 1
    await clock.sleepsBegun(count: pausesBegun)
  }

  private func typeAsThePauseEnds(_ text: String) async {
    // The woken search needs the main actor to go on, and this run keeps it until the keystroke
    // below has run up to its first wait: the newer text always arrives first.
    clock.advance(by: Self.pause)
    guard CitySearchQuery(text) != nil else {
      await driver.changeSearchText(text)
      return
    }
    pausesBegun += 1
    async let newerPauseEnds: Void = Self.endPause(number: pausesBegun, on: clock)
    await driver.changeSearchText(text)
    await newerPauseEnds
  }

  private func expectStillPausing() async {
    let asleep = clock.sleeperCount
    let sent = await searchCities.searchedTexts
    #expect(asleep > 0, "the pause has ended too early", sourceLocation: sourceLocation)
    #expect(sent.isEmpty, "a request went out during the pause", sourceLocation: sourceLocation)
  }

  private nonisolated static func endPause(number: Int, on clock: TestClock) async {
    await clock.sleepsBegun(count: number)
    clock.advance(by: pause)
  }
}
