import Foundation
import Testing

@testable import CitiesData

/// What the store's fast path reads itself rather than handing to `JSONDecoder`: texts the app
/// and people write every day, where the mutation runner found it unpinned because Foundation
/// quietly read them instead.
///
/// Each text here is one the fast path promises to read (or, at its stated limits, to leave), so
/// the tests ask the fast path itself and compare its value with the one `JSONDecoder` reads.
@Suite("The store's fast path reads everyday texts itself, to the value JSONDecoder reads")
struct StoreFastPathReachTests {
  @Test("A city at latitude and longitude zero is read on the fast path")
  func readsZeroCoordinates() throws {
    let data = Data(
      reachStore(cities: #"{"id":1,"name":"Null Island","latitude":0,"longitude":0.0}"#).utf8)

    let plain = try #require(StoredCitiesFile.readPlainly(from: data))

    #expect(plain == (try StoredCitiesFile.decodedByFoundation(from: data)))
    #expect(plain.cities.map(\.latitude) == [0])
  }

  @Test(
    "Names ending in a character of two, three or four bytes are read on the fast path",
    arguments: ["Zürich", "€", "京都市", "Αθήνα", "Hà Nội", "Party 🎉"])
  func readsNamesInAnyScript(_ name: String) throws {
    let data = Data(
      reachStore(cities: #"{"id":1,"name":"\#(name)","latitude":1.5,"longitude":2.5}"#).utf8)

    let plain = try #require(StoredCitiesFile.readPlainly(from: data))

    #expect(plain.cities.map(\.name) == [name])
    #expect(plain == (try StoredCitiesFile.decodedByFoundation(from: data)))
  }

  @Test("Details written as null, with spaces around them, are read on the fast path as absent")
  func readsNullDetails() throws {
    let city = """
      { "id" : 1, "name" : "Berlin", "region" : null , "country": null,"countryCode" :null,
        "latitude" : 52.52, "longitude" : 13.41, "timeZone" : null }
      """
    let data = Data(reachStore(cities: city).utf8)

    let plain = try #require(StoredCitiesFile.readPlainly(from: data))

    #expect(plain == (try StoredCitiesFile.decodedByFoundation(from: data)))
    let read = try #require(plain.cities.first)
    #expect(read.region == nil && read.country == nil && read.countryCode == nil)
    #expect(read.timeZone == nil)
  }

  @Test("Objects nested 63 deep are read on the fast path, and 64 deep are left to JSONDecoder")
  func readingDepthOfObjects() throws {
    let deepest = Data(reachStore(unknown: nestedObjects(63)).utf8)
    let tooDeep = Data(reachStore(unknown: nestedObjects(64)).utf8)

    let plain = try #require(StoredCitiesFile.readPlainly(from: deepest))

    #expect(plain == (try StoredCitiesFile.decodedByFoundation(from: deepest)))
    #expect(StoredCitiesFile.readPlainly(from: tooDeep) == nil)
  }

  @Test("A whole number of exactly 2^63 written with a fraction is left to JSONDecoder")
  func leavesTwoToTheSixtyThird() throws {
    let data = Data(reachStore(unknown: "9223372036854775808.0").utf8)

    #expect(StoredCitiesFile.readPlainly(from: data) == nil)
    #expect(
      try StoredCitiesFile.decoded(from: data) == StoredCitiesFile.decodedByFoundation(from: data))
  }

  @Test("Text after the store's closing brace is refused, as JSONDecoder refuses it")
  func refusesTextAfterTheStore() {
    let data = Data((reachStore(cities: "") + #" {"version":1}"#).utf8)

    #expect(StoredCitiesFile.readPlainly(from: data) == nil)
    #expect(throws: DecodingError.self) { try StoredCitiesFile.decoded(from: data) }
  }

  @Test("White space after the store's closing brace is read on the fast path")
  func readsWhiteSpaceAfterTheStore() {
    let data = Data((reachStore(cities: "") + " \n\t\r\n").utf8)

    #expect(StoredCitiesFile.readPlainly(from: data) == StoredCitiesFile(cities: []))
  }
}

private func reachStore(cities: String) -> String {
  #"{"version":1,"cities":[\#(cities)]}"#
}

private func reachStore(unknown value: String) -> String {
  #"{"version":1,"cities":[],"n":\#(value)}"#
}

private func nestedObjects(_ depth: Int) -> String {
  String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
}
