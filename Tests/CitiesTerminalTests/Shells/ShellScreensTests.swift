import CitiesDomain
import CitiesPatternList
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "Every shell shows the same screens for the same actions", .timeLimit(.minutes(1)),
  .endsRunWhenHung)
struct ShellScreensTests {
  @Test("On start the list is empty and says how to add a city", arguments: PatternKind.allCases)
  func startShowsEmptyList(kind: PatternKind) async {
    let shell = kind.makeShell()

    await shell.start()

    #expect(shell.screen == savedCitiesScreen())
  }

  @Test(
    "Adding \"ber\" opens the search and shows the matching city", arguments: PatternKind.allCases)
  func addShowsResults(kind: PatternKind) async {
    let shell = kind.makeShell()
    await shell.start()

    await shell.perform(.add(text: "ber"))

    #expect(shell.screen == searchResultsScreen(rows: [berlinRow()]))
  }

  @Test(
    "Picking the first result saves it and returns to the list, which shows it",
    arguments: PatternKind.allCases)
  func pickReturnsToList(kind: PatternKind) async {
    let shell = kind.makeShell()
    await shell.start()
    await shell.perform(.add(text: "ber"))

    await shell.perform(.pick(row: 0))

    #expect(shell.screen == savedCitiesScreen(rows: [berlinRow()]))
  }

  @Test(
    "Opening a saved city shows its name, the weather now and the forecast",
    arguments: PatternKind.allCases)
  func openShowsWeather(kind: PatternKind) async {
    var useCases = ShellUseCases(saved: [anyCity()])
    useCases.showWeather = ShowWeatherUseCaseSpy(result: .success(anyWeatherReport()))
    let shell = kind.makeShell(useCases)
    await shell.start()

    await shell.perform(.open(row: 0))

    #expect(shell.screen == berlinWeatherScreen())
  }

  @Test("Back from the weather shows the list again", arguments: PatternKind.allCases)
  func backFromWeather(kind: PatternKind) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()
    await shell.perform(.open(row: 0))

    await shell.perform(.back)

    #expect(shell.screen == savedCitiesScreen(rows: [berlinRow()]))
  }

  @Test("Back from the search returns to the list without adding", arguments: PatternKind.allCases)
  func backFromSearch(kind: PatternKind) async {
    let shell = kind.makeShell()
    await shell.start()
    await shell.perform(.add(text: "ber"))

    await shell.perform(.back)

    #expect(shell.screen == savedCitiesScreen())
  }

  @Test("Deleting the only city empties the list", arguments: PatternKind.allCases)
  func deleteEmptiesList(kind: PatternKind) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()

    await shell.perform(.delete(row: 0))

    var emptied = savedCitiesScreen()
    emptied.summary = #"Deleted \#(anyCity().name). Type "undo" to put it back."#
    #expect(shell.screen == emptied)
  }

  @Test(
    "Adding from the weather goes back through the list to the search",
    arguments: PatternKind.allCases)
  func addFromWeather(kind: PatternKind) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()
    await shell.perform(.open(row: 0))

    await shell.perform(.add(text: "ber"))

    #expect(shell.screen == searchResultsScreen(rows: [berlinRow()]))
  }

  @Test("Typing too little in the search asks for more letters", arguments: PatternKind.allCases)
  func shortSearchShowsHint(kind: PatternKind) async {
    let shell = kind.makeShell()
    await shell.start()
    await shell.perform(.add(text: "ber"))

    await shell.perform(.search(text: "b"))

    let hint = Screen(
      scene: .addCity, title: "Add a city", message: "Type at least 2 letters to search.")
    #expect(shell.screen == hint)
  }
}
