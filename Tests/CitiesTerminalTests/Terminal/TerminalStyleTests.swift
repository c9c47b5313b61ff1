import CitiesTerminalKit
import Testing

@Suite("Terminal style and width")
struct TerminalStyleTests {
  @Test(
    "Colour is used only on a terminal, without NO_COLOR and not on a dumb terminal",
    arguments: [
      ([String: String](), true, true),
      ([:], false, false),
      (["NO_COLOR": "1"], true, false),
      (["NO_COLOR": ""], true, true),
      (["TERM": "dumb"], true, false),
    ])
  func colour(environment: [String: String], isTerminal: Bool, usesColor: Bool) {
    let style = TerminalStyle(environment: environment, outputIsTerminal: isTerminal)

    #expect(style.usesColor == usesColor)
  }

  @Test("A coloured style wraps text in its own codes; the plain style adds nothing")
  func codes() {
    let coloured = TerminalStyle(usesColor: true)

    #expect(coloured.title("Paris") == "\u{1B}[1mParis\u{1B}[0m")
    #expect(coloured.hint("help") == "\u{1B}[2mhelp\u{1B}[0m")
    #expect(coloured.alert("Oops") == "\u{1B}[31mOops\u{1B}[0m")
    #expect(TerminalStyle.plain.alert("Oops") == "Oops")
  }

  @Test("The style's codes are the only ones left when a title carries its own")
  func styleAfterSanitising() {
    let renderer = ScreenRenderer(width: 80, style: TerminalStyle(usesColor: true))
    let screen = Screen(scene: .cityWeather, title: "\u{1B}[5mParis\u{1B}]0;x\u{7}")

    let lines = renderer.lines(for: screen)

    #expect(lines.first == "\u{1B}[1mParis\u{1B}[0m")
  }

  @Test(
    "The width is COLUMNS when it is a positive number, else 80 off a terminal",
    arguments: [
      (["COLUMNS": "120"], 120), (["COLUMNS": "0"], 80), (["COLUMNS": "wide"], 80), ([:], 80),
    ])
  func width(environment: [String: String], expected: Int) {
    #expect(TerminalWidth.current(environment: environment, outputIsTerminal: false) == expected)
  }
}
