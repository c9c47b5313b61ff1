import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@MainActor
@Suite("Every shell shows the same screens for the same actions", .timeLimit(.minutes(1)))
struct ShellScreensTests {
  @Test("On start the list is empty and says how to add a city", arguments: ShellKind.allCases)
  func startShowsEmptyList(kind: ShellKind) async {
    let shell = kind.makeShell()

    await shell.start()

    #expect(shell.screen == savedCitiesScreen())
  }

  @Test(
    "Adding \"ber\" opens the search and shows the matching city", arguments: ShellKind.allCases)
  func addShowsResults(kind: ShellKind) async {
    let shell = kind.makeShell()
    await shell.start()

    await shell.perform(.add(query: "ber"))

    #expect(shell.screen == searchResultsScreen(rows: [berlinRow()]))
  }

  @Test(
    "Picking the first result saves it and returns to the list, which shows it",
    arguments: ShellKind.allCases)
  func pickReturnsToList(kind: ShellKind) async {
    let shell = kind.makeShell()
    await shell.start()
    await shell.perform(.add(query: "ber"))

    await shell.perform(.pick(number: 1))

    #expect(shell.screen == savedCitiesScreen(rows: [berlinRow()]))
  }

  @Test(
    "Opening a saved city shows its name, the weather now and the forecast",
    arguments: ShellKind.allCases)
  func openShowsWeather(kind: ShellKind) async {
    var useCases = ShellUseCases(saved: [anyCity()])
    useCases.showWeather = ShowWeatherUseCaseSpy(result: .success(anyWeatherReport()))
    let shell = kind.makeShell(useCases)
    await shell.start()

    await shell.perform(.open(number: 1))

    #expect(shell.screen == berlinWeatherScreen())
  }

  @Test("Back from the weather shows the list again", arguments: ShellKind.allCases)
  func backFromWeather(kind: ShellKind) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()
    await shell.perform(.open(number: 1))

    await shell.perform(.back)

    #expect(shell.screen == savedCitiesScreen(rows: [berlinRow()]))
  }

  @Test("Back from the search returns to the list without adding", arguments: ShellKind.allCases)
  func backFromSearch(kind: ShellKind) async {
    let shell = kind.makeShell()
    await shell.start()
    await shell.perform(.add(query: "ber"))

    await shell.perform(.back)

    #expect(shell.screen == savedCitiesScreen())
  }

  @Test("Deleting the only city empties the list", arguments: ShellKind.allCases)
  func deleteEmptiesList(kind: ShellKind) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()

    await shell.perform(.delete(number: 1))

    #expect(shell.screen == savedCitiesScreen())
  }

  @Test(
    "Adding from the weather goes back through the list to the search",
    arguments: ShellKind.allCases)
  func addFromWeather(kind: ShellKind) async {
    let shell = kind.makeShell(ShellUseCases(saved: [anyCity()]))
    await shell.start()
    await shell.perform(.open(number: 1))

    await shell.perform(.add(query: "ber"))

    #expect(shell.screen == searchResultsScreen(rows: [berlinRow()]))
  }

  @Test("Typing too little in the search asks for more letters", arguments: ShellKind.allCases)
  func shortSearchShowsHint(kind: ShellKind) async {
    let shell = kind.makeShell()
    await shell.start()
    await shell.perform(.add(query: "ber"))

    await shell.perform(.search(text: "b"))

    let hint = Screen(
      scene: .addCity, title: "Add a city", message: "Type at least 2 letters to search.")
    #expect(shell.screen == hint)
  }
}
