import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Cities reducer: undoing a delete", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesUndoTests {
  @Test(
    "A delete that succeeds offers to put the city back where the saved order had it, over the new rows",
    .tags(.l14))
  func deleteOffersUndo() async {
    let (reducer, displayCities, _) = makeSUT()
    await displayCities.answer(with: .success([otherCity()]))
    // Shown by name, Berlin first, but saved second.
    let state = CitiesState(
      content: .list(rows: [berlinRow(), londonRow()]), cities: [otherCity(), anyCity()],
      order: .name)

    await withTestStore(initialState: state, reducer: reducer) { store in
      await store.send(.deleteTapped(row: berlinRow()))
      await store.receive(.cityDeleted(anyCity())) {
        $0.deleted = DeletedCity(city: anyCity(), position: 1)
      }
      await store.receive(.citiesLoaded([otherCity()])) {
        $0.cities = [otherCity()]
        $0.content = .list(rows: [londonRow()])
      }
      #expect(store.state.undoOffer == "Deleted Berlin.")
    }
  }

  @Test(
    "Undo puts the city back in its place and reads the list again with no loading state",
    .tags(.l15))
  func undoPutsBack() async {
    let (reducer, displayCities, restoreCity) = makeSUT()
    await displayCities.answer(with: .success([otherCity(), anyCity()]))

    await withTestStore(initialState: offeringUndo(), reducer: reducer) { store in
      await store.send(.undoTapped) { $0.deleted = nil }
      await store.receive(.cityRestored(anyCity()))
      await store.receive(.citiesLoaded([otherCity(), anyCity()])) {
        $0.cities = [otherCity(), anyCity()]
        $0.content = .list(rows: [londonRow(), berlinRow()])
      }
    }
    let restores = await restoreCity.restores
    #expect(restores.map(\.city) == [anyCity()])
    #expect(restores.map(\.position) == [1])
  }

  @Test(
    "Anything else the user does ends the offer, and an undo then puts nothing back", .tags(.l16))
  func otherActionEndsOffer() async {
    let (reducer, _, restoreCity) = makeSUT()

    await withTestStore(initialState: offeringUndo(), reducer: reducer) { store in
      await store.send(.orderChosen(.added)) {
        $0.deleted = nil
        $0.order = .added
      }
      await store.send(.undoTapped)
    }
    #expect(await restoreCity.restores.isEmpty)
  }

  @Test(
    "A failed undo says why in an alert, and the rows stay as they were", .tags(.l17),
    arguments: [
      (AddCityError.alreadySaved(anyCity()), "Berlin is already in your list."),
      (AnyError("The disk is full."), "Could not put back Berlin: The disk is full."),
    ] as [(any Error & Sendable, String)])
  func failedUndo(error: any Error & Sendable, alert: String) async {
    let (reducer, _, restoreCity) = makeSUT()
    await restoreCity.fail(with: error)

    await withTestStore(initialState: offeringUndo(), reducer: reducer) { store in
      await store.send(.undoTapped) { $0.deleted = nil }
      if let refusal = error as? AddCityError {
        await store.receive(.restoreRefused(anyCity(), refusal)) { $0.alert = alert }
      } else {
        await store.receive(.restoreFailed(anyCity(), reason: "The disk is full.")) {
          $0.alert = alert
        }
      }
    }
  }

  // London on screen, just after Berlin, saved second, was deleted.
  private func offeringUndo() -> CitiesState {
    var state = listed([otherCity()])
    state.deleted = DeletedCity(city: anyCity(), position: 1)
    return state
  }

  private func makeSUT() -> (
    reducer: CitiesReducer, displayCities: DisplayCitiesUseCaseStub,
    restoreCity: RestoreCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success([otherCity(), anyCity()]))
    let restoreCity = RestoreCityUseCaseSpy()
    let reducer = CitiesReducer(
      displayCities: displayCities, deleteCity: DeleteCityUseCaseSpy(), restoreCity: restoreCity,
      destination: anyDestination())
    return (reducer, displayCities, restoreCity)
  }
}
