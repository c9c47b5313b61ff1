import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

/// The test store's own promise: a test that leaves anything unasserted fails.
///
/// Each test below forgets a change, an action or an effect on purpose, inside `withKnownIssue`.
@MainActor
@Suite("Test store exhaustivity", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct TestStoreTests {
  @Test("A state change the test forgets to assert fails the test")
  func unassertedChange() async {
    let reducer = makeSUT().reducer
    await withKnownIssue {
      await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
        // Forgets `$0.content = .hint(…)`.
        await store.send(.queryChanged("B"))
      }
    } matching: { issue in
      issue.description.contains("content: expected")
    }
  }

  @Test("An action an effect sends back that the test never receives fails the test")
  func unassertedAction() async {
    let (reducer, clock) = makeSUT()
    let berlin = searchQuery("Berlin")
    await withKnownIssue {
      await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
        await store.send(.queryChanged("Berlin"))
        await clock.sleepers(count: 1)
        clock.advance(by: .milliseconds(300))
        await store.receive(.searchStarted(berlin)) { $0.content = .searching }
        // Forgets `.searchAnswered`.
      }
    } matching: { issue in
      issue.description.contains("not asserted") || issue.description.contains("still running")
    }
  }

  @Test("An effect still running when the test ends fails the test")
  func runningEffect() async {
    let reducer = makeSUT().reducer
    await withKnownIssue {
      await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
        // The search waits on a clock nobody advances.
        await store.send(.queryChanged("Berlin"))
      }
    } matching: { issue in
      issue.description.contains("still running")
    }
  }

  @Test("Receiving an action other than the one sent back fails the test")
  func wrongAction() async {
    let (reducer, clock) = makeSUT()
    await withKnownIssue {
      await withTestStore(initialState: AddCityState(), reducer: reducer) { store in
        await store.send(.queryChanged("Berlin"))
        await clock.sleepers(count: 1)
        clock.advance(by: .milliseconds(300))
        await store.receive(.alertDismissed)
      }
    } matching: { issue in
      // The wrong action, then the search's answer, which the test never gets to receive.
      issue.description.contains("expected .alertDismissed")
        || issue.description.contains("not asserted") || issue.description.contains("still running")
    }
  }

  @Test(
    "Waiting to receive from an effect that ends without sending fails at once, not at the time limit"
  )
  func receiveFromSilentEffect() async {
    let clock = TestClock()
    await withKnownIssue {
      await withTestStore(initialState: 0, reducer: SilentEffectReducer(clock: clock)) { store in
        await store.send(.start)
        await clock.sleepers(count: 1)
        // Queued on the main actor, so it runs once `receive` below waits: the effect then ends
        // without sending, and the store must wake the waiting `receive` to say so.
        Task { @MainActor in clock.advance(by: .seconds(1)) }
        await store.receive(.answer)
      }
    } matching: { issue in
      issue.description.contains("no effect is running")
    }
  }

  @Test(
    "Two effects running at once are both awaited: the one that ends first leaves the other running"
  )
  func twoEffectsAtOnce() async {
    let clock = TestClock()
    await withTestStore(initialState: 0, reducer: TwoTimersReducer(clock: clock)) { store in
      await store.send(.start)
      await clock.sleepers(count: 2)
      clock.advance(by: .seconds(1))
      await store.receive(.first)
      // Queued on the main actor, so it runs once `receive` below waits for the second timer.
      Task { @MainActor in clock.advance(by: .seconds(1)) }
      await store.receive(.second)
    }
  }

  @Test("Without exhaustivity, only what the test asserts is checked")
  func nonExhaustive() async {
    let (reducer, clock) = makeSUT()
    await withTestStore(initialState: AddCityState(), reducer: reducer, exhaustivity: .off) {
      store in
      await store.send(.queryChanged("Berlin"))
      await clock.sleepers(count: 1)
      clock.advance(by: .milliseconds(300))
      // Skips `.searchStarted` and asserts only the rows.
      await store.receive(.searchAnswered(searchQuery("Berlin"), [anyCity()])) {
        $0.content = .results(rows: [berlinRow()])
      }
    }
  }

  @Test("Without exhaustivity, a change asserted wrongly still fails the test")
  func nonExhaustiveStillChecks() async {
    let reducer = makeSUT().reducer
    await withKnownIssue {
      await withTestStore(initialState: AddCityState(), reducer: reducer, exhaustivity: .off) {
        store in
        await store.send(.queryChanged("B")) { $0.content = .idle(message: AddCityWords.idle) }
      }
    }
  }

  private func makeSUT() -> (reducer: AddCityReducer, clock: TestClock) {
    let clock = TestClock()
    let reducer = AddCityReducer(
      searchCities: SearchCitiesUseCaseSpy(result: .success([anyCity()])),
      addCity: AddCityUseCaseSpy(), clock: clock)
    return (reducer, clock)
  }
}

/// A reducer whose one effect waits a second on the clock and ends without sending anything.
private struct SilentEffectReducer: Reducer {
  enum Action: Equatable, Sendable {
    case start
    case answer
  }

  let clock: TestClock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    .run { [clock] _ in try? await clock.sleep(for: .seconds(1)) }
  }
}

/// A reducer whose one action starts two timers at once, of one and two seconds, each sending an
/// action when it ends.
private struct TwoTimersReducer: Reducer {
  enum Action: Equatable, Sendable {
    case start
    case first
    case second
  }

  let clock: TestClock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    guard action == .start else { return .none }
    return .merge(
      .run { [clock] send in
        try? await clock.sleep(for: .seconds(1))
        await send(.first)
      },
      .run { [clock] send in
        try? await clock.sleep(for: .seconds(2))
        await send(.second)
      })
  }
}
