import CitiesTerminalKit
import Testing

@Suite("Screen renderer")
struct ScreenRendererTests {
  private let renderer = ScreenRenderer(width: 80)

  @Test("The list shows numbered rows in aligned columns and the commands that fit")
  func list() {
    let screen = Screen(
      scene: .cities, title: "Saved cities",
      rows: [["London", "England, United Kingdom"], ["Paris", "Île-de-France, France"]])

    let lines = renderer.lines(for: screen)

    #expect(
      lines == [
        "Saved cities",
        "  1  London  England, United Kingdom",
        "  2  Paris   Île-de-France, France",
        "Commands: add <name> · open <n> · delete <n> · sort name|added · help · quit",
      ])
  }

  @Test("An empty list shows its message and only the commands that can work")
  func emptyList() {
    let screen = Screen(
      scene: .cities, title: "Saved cities",
      message: "No saved cities yet. Type \"add\" and a name to find one.")

    let lines = renderer.lines(for: screen)

    #expect(
      lines == [
        "Saved cities",
        "No saved cities yet. Type \"add\" and a name to find one.",
        "Commands: add <name> · help · quit",
      ])
  }

  @Test(
    "The weather shows the summary under the title and the forecast in columns, unnumbered, as no number can choose a day"
  )
  func weather() {
    let lines = renderer.lines(for: weatherScreen())

    #expect(
      lines == [
        "London",
        "18°C, Clear sky",
        "  Today  4°C   12°C  Partly cloudy",
        "  Fri    -3°C  2°C   Snow",
        "Commands: rename <name> · back · help",
      ])
  }

  @Test("Search results offer pick; a failed load offers retry; alerts and waiting show")
  func searchAlertRetryBusy() {
    var search = searchScreen(results: 1)
    search.alert = "Berlin is already in your list."
    search.isBusy = true

    let searchLines = renderer.lines(for: search)
    let failedLines = renderer.lines(for: failedListScreen())

    #expect(
      searchLines == [
        "Add a city",
        "  1  Result 1  Country 1",
        "! Berlin is already in your list.",
        "Working…",
        "Commands: search <text> · pick <n> · back · help",
      ])
    #expect(
      failedLines == [
        "Saved cities",
        "Could not load your cities: disk full",
        "Commands: add <name> · retry · help · quit",
      ])
  }

  @Test("Row numbers are right-aligned once there are ten rows or more")
  func numberAlignment() {
    let lines = renderer.lines(for: listScreen(rows: 10))

    #expect(lines[1] == "   1  City 1   Country 1")
    #expect(lines[10] == "  10  City 10  Country 10")
  }

  @Test("A 500-character name is cut to 30 characters; a row wider than the screen folds")
  func longName() {
    let longName = String(repeating: "x", count: 500)
    let screen = Screen(
      scene: .cities, title: "Saved cities",
      rows: [[longName, "Far away"], ["Oslo", "Norway"]])

    let wide = ScreenRenderer(width: 80).lines(for: screen)
    let narrow = ScreenRenderer(width: 40).lines(for: screen)

    #expect(wide[1] == "  1  " + String(repeating: "x", count: 29) + "…  Far away")
    #expect(wide[2] == "  2  Oslo" + String(repeating: " ", count: 28) + "Norway")
    #expect(
      narrow[1...3] == [
        "  1 " + String(repeating: "x", count: 29) + "… Far", "    away", "  2 Oslo Norway",
      ])
    #expect(narrow.allSatisfy { $0.count <= 40 })
  }

  @Test("Hostile text in every field is neutralised and kept within the width")
  func hostileScreen() {
    let hostile = "\u{1B}[2J\u{1B}]0;owned\u{7}Evil\u{9B}31m\n" + String(repeating: "!", count: 500)
    let screen = Screen(
      scene: .addCity, title: hostile, summary: hostile, rows: [[hostile, hostile]],
      message: hostile, alert: hostile)

    let lines = ScreenRenderer(width: 60).lines(for: screen)

    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(
      lines.allSatisfy {
        !$0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
      })
    #expect(lines[0] == "Evil")
    #expect(lines[1].hasPrefix("  !!!"))
  }
}
