import CitiesDomain
import CitiesPresentationWords
import CitiesRedux
import CitiesReduxTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "City-weather reducer: renaming the city", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CityWeatherRenameTests {
  @Test(
    "Renaming saves the new name, the title shows it, and the list that presents the weather is told",
    .tags(.w7))
  func rename() async {
    let (reducer, renameCity) = makeSUT()
    let renamed = anyCity(name: "Berlin-Mitte")

    await withTestStore(initialState: CityWeatherState(city: anyCity()), reducer: reducer) {
      store in
      await store.send(.renameSubmitted("Berlin-Mitte"))
      await store.receive(.renamed(renamed)) { $0.city = renamed }
      await store.receive(.delegate(.cityRenamed(renamed)))
      #expect(store.state.title == "Berlin-Mitte")
    }
    #expect(await renameCity.renames.map(\.name) == ["Berlin-Mitte"])
    #expect(await renameCity.renames.map(\.city) == [anyCity()])
  }

  @Test(
    "A name the domain refuses shows why in an alert, and the title keeps the old name",
    .tags(.w8),
    arguments: [
      (RenameCityError.blank, "A city needs a name."),
      (.tooLong(limit: 60), "A name can be at most 60 characters."),
      (.unchanged, "Berlin is its name already."),
      (.notSaved, "Berlin is no longer in your list."),
    ])
  func refusedName(refusal: RenameCityError, alert: String) async {
    let (reducer, renameCity) = makeSUT()
    await renameCity.fail(with: refusal)

    await withTestStore(initialState: CityWeatherState(city: anyCity()), reducer: reducer) {
      store in
      await store.send(.renameSubmitted(" "))
      await store.receive(.renameRefused(refusal)) { $0.alert = alert }
      await store.send(.alertDismissed) { $0.alert = nil }
      #expect(store.state.title == "Berlin")
    }
  }

  @Test("A rename that fails says why in an alert, and the title keeps the old name", .tags(.w9))
  func failedRename() async {
    let (reducer, renameCity) = makeSUT()
    await renameCity.fail(with: AnyError("The disk is full."))

    await withTestStore(initialState: CityWeatherState(city: anyCity()), reducer: reducer) {
      store in
      await store.send(.renameSubmitted("Berlin-Mitte"))
      await store.receive(.renameFailed(reason: "The disk is full.")) {
        $0.alert = "Could not rename Berlin: The disk is full."
      }
      #expect(store.state.title == "Berlin")
    }
  }

  private func makeSUT() -> (reducer: CityWeatherReducer, renameCity: RenameCityUseCaseSpy) {
    let renameCity = RenameCityUseCaseSpy()
    return (
      CityWeatherReducer(showWeather: ShowWeatherUseCaseSpy(), renameCity: renameCity), renameCity
    )
  }
}
