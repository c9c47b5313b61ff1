import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Every shell shows failures, alerts and retries the same way", .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct ShellFailureScreensTests {
  @Test(
    "A list that fails to load offers a retry, which shows the cities once they load",
    arguments: PatternKind.allCases)
  func listRetry(kind: PatternKind) async {
    let displayCities = DisplayCitiesUseCaseStub(result: .failure(AnyError("The disk is busy.")))
    var useCases = ShellUseCases()
    useCases.displayCities = displayCities
    let shell = kind.makeShell(useCases)
    await shell.start()
    let failed = shell.screen
    await displayCities.answer(with: .success([anyCity()]))

    await shell.perform(.retry)

    let message = "Could not load your cities: The disk is busy."
    #expect(
      failed
        == Screen(scene: .cities, title: "Saved cities", message: message, canRetry: true))
    #expect(shell.screen == savedCitiesScreen(rows: [berlinRow()]))
  }

  @Test(
    "Weather that fails to load offers a retry, which shows the report once it loads",
    arguments: PatternKind.allCases)
  func weatherRetry(kind: PatternKind) async {
    let showWeather = ShowWeatherUseCaseSpy(result: .failure(AnyError("No signal.")))
    var useCases = ShellUseCases(saved: [anyCity()])
    useCases.showWeather = showWeather
    let shell = kind.makeShell(useCases)
    await shell.start()
    await shell.perform(.open(row: 0))
    let failed = shell.screen
    await showWeather.answer(with: .success(anyWeatherReport()))

    await shell.perform(.retry)

    let message = "Could not load the weather: No signal."
    #expect(
      failed == Screen(scene: .cityWeather, title: "Berlin", message: message, canRetry: true))
    #expect(shell.screen == berlinWeatherScreen())
  }

  @Test(
    "Picking a city that is saved already shows an alert over the results until the next action",
    arguments: PatternKind.allCases)
  func duplicateAlert(kind: PatternKind) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()
    await shell.perform(.add(text: "ber"))

    await shell.perform(.pick(row: 0))
    let alerted = shell.screen
    await shell.perform(.search(text: "berl"))

    var expected = searchResultsScreen(rows: [berlinRow()])
    expected.alert = "Berlin is already in your list."
    #expect(alerted == expected)
    #expect(shell.screen == searchResultsScreen(rows: [berlinRow()]))
  }

  @Test(
    "A delete that fails keeps the rows and says why in an alert", arguments: PatternKind.allCases)
  func deleteFailure(kind: PatternKind) async {
    let deleteCity = DeleteCityUseCaseSpy()
    await deleteCity.fail(with: AnyError("The disk is full."))
    var useCases = ShellUseCases(saved: [anyCity()])
    useCases.deleteCity = deleteCity
    let shell = kind.makeShell(useCases)
    await shell.start()

    await shell.perform(.delete(row: 0))

    var expected = savedCitiesScreen(rows: [berlinRow()])
    expected.alert = "Could not delete Berlin: The disk is full."
    #expect(shell.screen == expected)
  }

  @Test(
    "A failed search says why and offers no retry, since typing searches again",
    arguments: PatternKind.allCases)
  func searchFailure(kind: PatternKind) async {
    var useCases = ShellUseCases()
    useCases.searchCities = SearchCitiesUseCaseSpy(result: .failure(AnyError("Offline.")))
    let shell = kind.makeShell(useCases)
    await shell.start()

    await shell.perform(.add(text: "ber"))

    let expected = Screen(scene: .addCity, title: "Add a city", message: "Search failed: Offline.")
    #expect(shell.screen == expected)
  }
}
