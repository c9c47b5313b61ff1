import CitiesData
import CitiesDomain
import CitiesNetworkTestSupport
import CitiesTestSupport
import Foundation
import Testing

/// Text from the geocoding service is cleaned before it becomes a city, so the store keeps exactly
/// what the screen shows: no escape sequence, control or bidi character, one line, at most 100
/// characters.
// Serialized: every test has a request in flight, and on Linux each request holds a session's
// pair of sockets; one test at a time keeps the whole run under 256 open files
// (docs/DECISIONS.md).
@Suite(
  "Names, regions and countries from the service reach the domain cleaned and cut", .serialized,
  .timeLimit(.minutes(1)), .endsRunWhenHung)
struct OpenMeteoServerTextTests {
  private let network = StubbedNetwork()

  @Test(
    "Control and bidi characters are dropped, and line breaks and tabs become one space",
    arguments: [
      DirtyText("Ber\u{1B}[31mlin\u{07}", cleaned: "Berlin"),
      DirtyText("Ber\u{0}lin\u{7F}\u{85}", cleaned: "Berlin"),
      DirtyText("Ber\u{80}lin\u{9A}", cleaned: "Berlin"),
      DirtyText("\u{202E}nilreB\u{202C}", cleaned: "nilreB"),
      DirtyText("\u{2066}Ber\u{2069}\u{200E}lin\u{200F}\u{61C}", cleaned: "Berlin"),
      DirtyText("New\nYork", cleaned: "New York"),
      DirtyText("  New\t\t\r\nYork  ", cleaned: "New York"),
      DirtyText("São Paulo, 東京, Zürich", cleaned: "São Paulo, 東京, Zürich"),
    ])
  func dropsControlCharacters(text: DirtyText) async throws {
    network.respond(json: searchAnswer(name: text.raw, region: text.raw, country: text.raw))

    let city = try #require(try await search().first)

    #expect(city.name == text.cleaned)
    #expect(city.region == text.cleaned)
    #expect(city.country == text.cleaned)
  }

  @Test(
    "Escape sequences leave whole, parameters and strings included, even cut short at the end",
    arguments: [
      DirtyText("Lon\u{1B}[2J\u{1B}[31mdon\u{1B}[0m", cleaned: "London"),
      DirtyText("\u{1B}[1;38;5;196mLon\u{1B}[?25ldon", cleaned: "London"),
      DirtyText("Lon\u{9B}2Jdon\u{9B}31m", cleaned: "London"),
      DirtyText("\u{1B}]0;pwned\u{07}Lon\u{1B}]8;;https://x\u{1B}\\don", cleaned: "London"),
      DirtyText("\u{9D}0;pwned\u{9C}Lon\u{1B}]2;a\u{1B}b\u{9C}don", cleaned: "London"),
      DirtyText("\u{1B}]0;C:\\x\u{1B}\\Lon\u{1B}Pa\\b\u{9C}don", cleaned: "London"),
      DirtyText("\u{1B}P1$r\u{1B}\\Lon\u{90}q\u{9C}don", cleaned: "London"),
      DirtyText("\u{1B}Xsos\u{1B}\\Lon\u{1B}^pm\u{1B}\\don\u{1B}_apc\u{07}", cleaned: "London"),
      DirtyText("\u{98}sos\u{9C}Lon\u{9E}pm\u{9C}don\u{9F}apc\u{9C}", cleaned: "London"),
      DirtyText("\u{1B}(BLon\u{1B}#8don\u{1B} F", cleaned: "London"),
      DirtyText("\u{1B}cLon\u{1B}Ddon\u{1B}7\u{1B}\u{1B}M", cleaned: "London"),
      DirtyText("\u{1B}\u{1B}[31mLon\u{1B}\ndon", cleaned: "Lon don"),
      DirtyText("London\u{1B}[31", cleaned: "London"),
      DirtyText("London\u{1B}]0;never ended", cleaned: "London"),
      DirtyText("London\u{1B}(", cleaned: "London"),
      DirtyText("London\u{1B}", cleaned: "London"),
    ])
  func dropsEscapeSequences(text: DirtyText) async throws {
    network.respond(json: searchAnswer(name: text.raw, region: text.raw, country: text.raw))

    let city = try #require(try await search().first)

    #expect(city.name == text.cleaned)
    #expect(city.region == text.cleaned)
    #expect(city.country == text.cleaned)
  }

  @Test(
    "A text over 100 characters or 400 bytes is cut, on a character boundary, with an ellipsis",
    arguments: [
      LongText(repeating: "a", count: 1_000, cut: String(repeating: "a", count: 99) + "…"),
      // A flag is one character of 8 bytes: 49 of them and the ellipsis fit in 400 bytes.
      LongText(repeating: "🇩🇪", count: 101, cut: String(repeating: "🇩🇪", count: 49) + "…"),
      LongText(repeating: "ü", count: 101, cut: String(repeating: "ü", count: 99) + "…"),
      LongText(repeating: "é", count: 100, cut: String(repeating: "é", count: 100)),
      LongText(repeating: "ab ", count: 40, cut: String(repeating: "ab ", count: 32) + "ab…"),
      // 20 characters of 41 bytes each: short in characters, but 820 bytes, so cut at 400.
      LongText(
        repeating: "e" + String(repeating: "\u{301}", count: 20), count: 20,
        cut: String(repeating: "e" + String(repeating: "\u{301}", count: 20), count: 9) + "…"),
    ])
  func cutsLongTexts(text: LongText) async throws {
    network.respond(json: searchAnswer(name: text.raw, region: text.raw, country: text.raw))

    let city = try #require(try await search().first)

    #expect(city.name == text.cut)
    #expect(city.region == text.cut)
    #expect(city.country == text.cut)
  }

  @Test("A region or country that is empty once cleaned is unknown, as if left out")
  func dropsEmptyDetails() async throws {
    network.respond(json: searchAnswer(name: "Berlin", region: "\u{1B}\u{7}", country: " \n "))

    let city = try #require(try await search().first)

    #expect(city.region == nil)
    #expect(city.country == nil)
  }

  private func search() async throws -> [City] {
    let client = URLSessionAPIClient(baseURL: network.baseURL, session: network.session)
    let query = try #require(CitySearchQuery("Berlin"))
    return try await OpenMeteoCitySearchGateway(apiClient: client).searchCities(matching: query)
  }
}

/// A text holding characters that must not reach a terminal, named in tests with those
/// characters escaped, and what it should become.
struct DirtyText: Sendable, CustomTestStringConvertible {
  let raw: String
  let cleaned: String

  init(_ raw: String, cleaned: String) {
    self.raw = raw
    self.cleaned = cleaned
  }

  var testDescription: String {
    raw.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
  }
}

/// A text too long to print in a test's name, and what it should be cut to.
struct LongText: Sendable, CustomTestStringConvertible {
  let raw: String
  let cut: String
  let testDescription: String

  init(repeating piece: String, count: Int, cut: String) {
    raw = String(repeating: piece, count: count)
    self.cut = cut
    testDescription = "\"\(piece)\" × \(count)"
  }
}

// A search answer with one place whose texts are given; JSONEncoder writes them as valid JSON,
// whatever characters they hold.
private func searchAnswer(name: String, region: String, country: String) -> String {
  let place: [String: String] = ["name": name, "admin1": region, "country": country]
  let texts = (try? JSONEncoder().encode(place)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  let details = texts.dropFirst().dropLast()
  return #"{"results":[{"id":2950159,"latitude":52.52,"longitude":13.41,\#(details)}]}"#
}
