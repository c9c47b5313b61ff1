import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

/// A number typed after a failed load or search must never reach a row the screen stopped showing.
///
/// The pattern forgets its rows and the terminal view forgets its own, so each alone is enough;
/// these check the whole shell, and go red only when both forget to forget.
@MainActor
@Suite(
  "No shell acts on a row its screen no longer shows", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ShellStaleRowsTests {
  @Test(
    "After the reload that follows a delete fails, no row of the old list can be opened or deleted",
    arguments: PatternKind.allCases)
  func staleListRows(kind: PatternKind) async {
    let displayCities = DisplayCitiesUseCaseStub(
      result: .success([anyCity(), anyCity(id: 2_643_743, name: "London")]))
    let showWeather = ShowWeatherUseCaseSpy()
    let deleteCity = DeleteCityUseCaseSpy()
    var useCases = ShellUseCases()
    (useCases.displayCities, useCases.showWeather) = (displayCities, showWeather)
    useCases.deleteCity = deleteCity
    let shell = kind.makeShell(useCases)
    await shell.start()
    await displayCities.answer(with: .failure(AnyError("The disk is busy.")))
    await shell.perform(.delete(row: 0))
    let failed = shell.screen

    await shell.perform(.open(row: 0))
    await shell.perform(.delete(row: 0))

    // The offer to undo the delete may end with the next command (L16); the rest must not change.
    var unchanged = shell.screen
    unchanged.summary = failed.summary
    #expect(failed.canRetry && failed.rows.isEmpty)
    #expect(unchanged == failed)
    #expect(await showWeather.requestedCities.isEmpty)
    #expect(await deleteCity.deletedCities == [anyCity()])
  }

  @Test(
    "After a search fails, no result of the search before it can be picked",
    arguments: PatternKind.allCases)
  func staleSearchResults(kind: PatternKind) async {
    let searchCities = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    let addCity = AddCityUseCaseSpy()
    var useCases = ShellUseCases()
    (useCases.searchCities, useCases.addCity) = (searchCities, addCity)
    let shell = kind.makeShell(useCases)
    await shell.start()
    await shell.perform(.add(text: "ber"))
    await searchCities.answer(with: .failure(AnyError("No signal.")))
    await shell.perform(.search(text: "berl"))
    let failed = shell.screen

    await shell.perform(.pick(row: 0))

    #expect(failed.rows.isEmpty && failed.message != nil)
    #expect(shell.screen == failed)
    #expect(await addCity.receivedParameters.isEmpty)
  }
}
