import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite("Cities reducer and effects", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesReducerTests {
  @Test(
    "Appearing shows loading, then one row per saved city in the saved order", .tags(.l1, .l5))
  func appearingShowsRows() async {
    let (reducer, _, _) = makeSUT()

    await withTestStore(initialState: CitiesState(content: .empty(message: "")), reducer: reducer) {
      store in
      await store.send(.appeared) { $0.content = .loading }
      await store.receive(.citiesLoaded([anyCity(), otherCity()])) {
        $0.cities = [anyCity(), otherCity()]
        $0.content = .list(rows: [berlinRow(), londonRow()])
      }
    }
  }

  @Test("The title counts the rows only while they show", .tags(.l2))
  func title() {
    let rows = [berlinRow(), londonRow()]

    #expect(CitiesState(content: .list(rows: rows)).title == "Saved cities (2), in the order added")
    #expect(CitiesState(content: .loading).title == CitiesListWords.title)
    #expect(CitiesState(content: .empty(message: "")).title == CitiesListWords.title)
    #expect(CitiesState(content: .error(message: "")).title == CitiesListWords.title)
  }

  @Test("An empty list says no city is saved yet", .tags(.l3))
  func emptyList() async {
    let (reducer, displayCities, _) = makeSUT()
    await displayCities.answer(with: .success([]))
    await withTestStore(initialState: CitiesState(), reducer: reducer) { store in
      await store.send(.appeared)
      await store.receive(.citiesLoaded([])) {
        $0.content = .empty(message: CitiesListWords.emptyList)
      }
    }
  }

  @Test("A failed load shows the error with its reason, and retrying loads again", .tags(.l4))
  func failedLoadAndRetry() async {
    let (reducer, displayCities, _) = makeSUT()
    await displayCities.answer(with: .failure(AnyError("The disk is full.")))
    await withTestStore(initialState: CitiesState(), reducer: reducer) { store in
      await store.send(.appeared)
      await store.receive(.loadFailed(reason: "The disk is full.")) {
        $0.content = .error(message: CitiesListWords.couldNotLoad(reason: "The disk is full."))
      }
      await displayCities.answer(with: .success([anyCity()]))
      await store.send(.retryTapped) { $0.content = .loading }
      await store.receive(.citiesLoaded([anyCity()])) {
        $0.cities = [anyCity()]
        $0.content = .list(rows: [berlinRow()])
      }
    }
  }

  @Test("A failure that gives no reason reads as an unexpected error", .tags(.l4))
  func failureWithoutReason() async {
    let (reducer, displayCities, _) = makeSUT()
    await displayCities.answer(with: .failure(anyUndescribedError()))
    await withTestStore(initialState: CitiesState(), reducer: reducer) { store in
      await store.send(.appeared)
      await store.receive(.loadFailed(reason: FailureWords.unknownReason)) {
        $0.content = .error(
          message: CitiesListWords.couldNotLoad(reason: FailureWords.unknownReason))
      }
    }
  }

  @Test(
    "Deleting a row deletes its city, then the list read again replaces the rows at once",
    .tags(.l6))
  func deleteReloads() async {
    let (reducer, displayCities, deleteCity) = makeSUT()
    await displayCities.answer(with: .success([anyCity()]))
    // The second row, so that deleting the first city whatever the row would show.
    await withTestStore(initialState: listed([anyCity(), otherCity()]), reducer: reducer) { store in
      await store.send(.deleteTapped(row: londonRow()))
      await store.receive(.cityDeleted(otherCity())) {
        $0.deleted = DeletedCity(city: otherCity(), position: 1)
      }
      await store.receive(.citiesLoaded([anyCity()])) {
        $0.cities = [anyCity()]
        $0.content = .list(rows: [berlinRow()])
      }
    }
    #expect(await deleteCity.deletedCities == [otherCity()])
  }

  @Test("A failed delete shows an alert and leaves the rows as they were", .tags(.l7))
  func failedDelete() async {
    let (reducer, _, deleteCity) = makeSUT()
    await deleteCity.fail(with: AnyError("The disk is full."))
    await withTestStore(initialState: listed([anyCity()]), reducer: reducer) { store in
      await store.send(.deleteTapped(row: berlinRow()))
      await store.receive(.deleteFailed(anyCity(), reason: "The disk is full.")) {
        $0.alert = CitiesListWords.couldNotDelete(cityName: "Berlin", reason: "The disk is full.")
      }
      await store.send(.alertDismissed) { $0.alert = nil }
    }
  }

  @Test(
    "Rows a failed load replaced can be neither selected nor deleted any more", .tags(.l10))
  func replacedRowsAreGone() async {
    let (reducer, displayCities, deleteCity) = makeSUT()
    await displayCities.answer(with: .failure(AnyError("The disk is full.")))
    await withTestStore(initialState: listed([anyCity()]), reducer: reducer) { store in
      await store.send(.retryTapped) { $0.content = .loading }
      await store.receive(.loadFailed(reason: "The disk is full.")) {
        $0.cities = []
        $0.content = .error(message: CitiesListWords.couldNotLoad(reason: "The disk is full."))
      }
      await store.send(.cityTapped(row: berlinRow()))
      await store.send(.deleteTapped(row: berlinRow()))
    }
    #expect(await deleteCity.deletedCities.isEmpty)
  }

  private func makeSUT() -> (
    reducer: CitiesReducer, displayCities: DisplayCitiesUseCaseStub,
    deleteCity: DeleteCityUseCaseSpy
  ) {
    let displayCities = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
    let deleteCity = DeleteCityUseCaseSpy()
    let reducer = CitiesReducer(
      displayCities: displayCities, deleteCity: deleteCity, restoreCity: RestoreCityUseCaseSpy(),
      destination: anyDestination())
    return (reducer, displayCities, deleteCity)
  }
}
