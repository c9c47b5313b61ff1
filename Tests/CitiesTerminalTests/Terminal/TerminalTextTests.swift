import CitiesTerminalKit
import Testing

@Suite("Terminal text")
struct TerminalTextTests {
  @Test(
    "Escape sequences and control characters are taken out whole",
    arguments: [
      ("\u{1B}[31mRed\u{1B}[0m", "Red"),
      ("\u{1B}[1;38;5;196mBold\u{1B}[m", "Bold"),
      ("\u{1B}]0;pwned\u{07}Paris", "Paris"),
      ("\u{1B}]8;;https://evil.example\u{1B}\\Link\u{1B}]8;;\u{1B}\\", "Link"),
      ("\u{9B}2JParis", "Paris"),
      ("\u{9D}0;title\u{9C}Oslo", "Oslo"),
      ("\u{1B}P1$r\u{1B}\\Rome", "Rome"),
      ("\u{1B}cReset", "Reset"),
      ("\u{1B}(BLima", "Lima"),
      ("Ber\u{0}l\u{7}in", "Berlin"),
      ("Ber\u{7F}lin", "Berlin"),
      ("Ber\u{85}\u{90}\u{9C}lin", "Ber lin"),
      ("New\nYork\tCity\r", "New York City "),
      ("Paris\u{1B}", "Paris"),
      ("abc\u{202E}fed", "abcfed"),
    ])
  func sanitising(hostile: String, expected: String) {
    #expect(TerminalText.sanitized(hostile) == expected)
  }

  @Test("No control character survives, whatever surrounds it")
  func everyControlCharacter() {
    let controls = (0x00...0x1F).map { $0 } + (0x7F...0x9F).map { $0 }

    let sanitised = controls.compactMap(Unicode.Scalar.init).map { control in
      TerminalText.sanitized("a\(Character(control))b")
    }

    for text in sanitised {
      #expect(!text.unicodeScalars.contains { controls.contains(Int($0.value)) })
    }
  }

  @Test(
    "Accents, other scripts and emoji pass unchanged",
    arguments: ["Zürich", "Kraków", "東京", "São Paulo 🇧🇷", "Cafe\u{301}", "👨‍👩‍👧‍👦 family"])
  func printableText(text: String) {
    #expect(TerminalText.sanitized(text) == text)
  }

  @Test("A 500-character name is cut to the width and ends in an ellipsis")
  func longName() {
    let name = String(repeating: "Llanfair", count: 63).prefix(500)

    let fitted = TerminalText.fitted(String(name), toWidth: 40)

    #expect(fitted.count == 40)
    #expect(fitted == name.prefix(39) + "…")
  }

  @Test("Cutting counts whole characters, so emoji and accented letters are never split")
  func graphemeClusters() {
    let family = "👨‍👩‍👧‍👦"
    let accented = "e\u{301}"

    let cutEmoji = TerminalText.truncated(family + family + family, toWidth: 2)
    let cutAccents = TerminalText.truncated(accented + accented + accented, toWidth: 2)

    #expect(cutEmoji == family + "…")
    #expect(cutAccents.unicodeScalars.elementsEqual((accented + "…").unicodeScalars))
  }

  @Test("Text that fits is left as it is, and tiny widths still give something sensible")
  func fittingText() {
    #expect(TerminalText.truncated("Paris", toWidth: 5) == "Paris")
    #expect(TerminalText.truncated("Paris", toWidth: 1) == "…")
    #expect(TerminalText.truncated("Paris", toWidth: 0) == "")
  }
}

@Suite("Wrapping messages to the terminal's width")
struct TerminalTextWrappingTests {
  @Test("A message breaks at spaces into lines no wider than the terminal, losing no word")
  func breaksAtSpaces() {
    let lines = TerminalText.wrapped("Could not load your cities: the file is damaged", toWidth: 20)

    #expect(lines == ["Could not load your", "cities: the file is", "damaged"])
  }

  @Test("A word longer than a line is split, so a long path is shown whole")
  func splitsLongWords() {
    let lines = TerminalText.wrapped("at /tmp/abcdefghij/cities.json", toWidth: 10)

    #expect(lines == ["at", "/tmp/abcde", "fghij/citi", "es.json"])
    #expect(lines.joined().contains("cities.json"))
  }

  @Test("Wrapping sanitises first, so no escape sequence survives in any line")
  func sanitisesFirst() {
    let lines = TerminalText.wrapped("\u{1B}[2Jgone\u{07} bell", toWidth: 80)

    #expect(lines == ["gone bell"])
  }
}
