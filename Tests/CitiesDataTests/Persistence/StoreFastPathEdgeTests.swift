import Foundation
import Testing

@testable import CitiesData

/// The store's fast path at its edges, where the mutation runner found it unpinned: it gave up
/// too early or read past the end unnoticed, because `JSONDecoder` quietly took over.
///
/// Giving up is always safe (Foundation reads the file instead), so the tests ask the fast path
/// itself: it must read what it promises to read, and never look past the last byte.
@Suite("The store's fast path at the edges of what it reads and writes")
struct StoreFastPathEdgeTests {
  @Test("Values nested 63 deep are read on the fast path, and 64 deep are left to JSONDecoder")
  func readingDepth() {
    #expect(StoredCitiesFile.readPlainly(from: Data(edgeStore(unknown: nested(63)).utf8)) != nil)
    #expect(StoredCitiesFile.readPlainly(from: Data(edgeStore(unknown: nested(64)).utf8)) == nil)
  }

  @Test("A city's own unknown field nested 61 deep is read on the fast path, 62 deep is not")
  func readingDepthInsideACity() {
    #expect(StoredCitiesFile.readPlainly(from: Data(edgeStore(cityField: nested(61)).utf8)) != nil)
    #expect(StoredCitiesFile.readPlainly(from: Data(edgeStore(cityField: nested(62)).utf8)) == nil)
  }

  @Test(
    "Values nested 99 deep are written on the fast path as JSONEncoder writes them, 100 deep are not"
  )
  func writingDepth() throws {
    let deepest = try StoredCitiesFile.decodedByFoundation(
      from: Data(edgeStore(unknown: nested(99)).utf8))
    let tooDeep = try StoredCitiesFile.decodedByFoundation(
      from: Data(edgeStore(unknown: nested(100)).utf8))

    #expect(try deepest.writtenPlainly() == deepest.encodedByFoundation())
    #expect(tooDeep.writtenPlainly() == nil)
  }

  @Test("A store cut short at any byte is never read on the fast path, and never read past its end")
  func everyTruncation() {
    let whole = Array(
      edgeStore(unknown: #"[12,-3.5e2,true,false,null,"a\n\u00e9\ud83d\ude00é"]"#).utf8)
    var readAnyway = 0
    for length in 0..<whole.count
    where StoredCitiesFile.readPlainly(from: Data(whole[..<length])) != nil {
      readAnyway += 1
    }

    #expect(readAnyway == 0)
    #expect(StoredCitiesFile.readPlainly(from: Data(whole)) != nil)
  }

  @Test("Escapes, an escaped surrogate pair among them, read to the value JSONDecoder reads")
  func escapes() throws {
    let data = Data(edgeStore(unknown: #""tab\tquote\"pair\ud83d\ude00end\u00e9""#).utf8)

    let plain = try #require(StoredCitiesFile.readPlainly(from: data))

    #expect(plain == (try StoredCitiesFile.decodedByFoundation(from: data)))
  }

  @Test(
    "Control characters in a name are written as JSONEncoder escapes them, lower-case hex included")
  func controlCharactersWritten() throws {
    let name = (0x01...0x1F).map { String(UnicodeScalar(UInt8($0))) }.joined()
    let data = Data(
      edgeStore(
        unknown: #""\#(name.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined())""#
      ).utf8)
    let file = try StoredCitiesFile.decodedByFoundation(from: data)

    #expect(try file.writtenPlainly() == file.encodedByFoundation())
  }
}

private func edgeStore(unknown value: String) -> String {
  #"{"version":1,"cities":[],"n":\#(value)}"#
}

private func edgeStore(cityField value: String) -> String {
  #"{"version":1,"cities":[{"id":1,"name":"Berlin","latitude":52.52,"longitude":13.41,"n":\#(value)}]}"#
}

private func nested(_ depth: Int) -> String {
  String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}
