import Foundation
import Testing

@testable import CitiesData

/// The store's fast path held to Foundation's decoder and encoder, which define the format.
///
/// The store reads and writes plain JSON itself, for speed. These tests check that it reads the
/// same values, writes the same bytes, and leaves every other text to `JSONDecoder`.
@Suite("The store's fast path reads and writes exactly what JSONDecoder and JSONEncoder do")
struct StoreFastPathTests {
  @Test(
    "A store as the app writes it is read on the fast path, to the value JSONDecoder reads",
    arguments: StoreSample.allCases)
  func readsWhatTheAppWrites(_ sample: StoreSample) throws {
    let data = try sample.store.encodedByFoundation()

    let plain = try #require(StoredCitiesFile.readPlainly(from: data))

    let decoded = try StoredCitiesFile.decodedByFoundation(from: data)
    #expect(plain == decoded)
    #expect(try plain.encodedByFoundation() == data)
  }

  @Test(
    "The fast path writes a store byte for byte as JSONEncoder does",
    arguments: StoreSample.allCases)
  func writesWhatJSONEncoderWrites(_ sample: StoreSample) throws {
    let written = try #require(sample.store.writtenPlainly())

    let encoded = try sample.store.encodedByFoundation()
    #expect(String(decoding: written, as: UTF8.self) == String(decoding: encoded, as: UTF8.self))
    #expect(written == encoded)
  }

  @Test(
    "A text outside the plain form is left to JSONDecoder, which reads it as it always has",
    arguments: [
      ("a byte order mark", "\u{FEFF}" + store(cities: city(id: "1"))),
      ("a comma before a closing bracket", store(cities: city(id: "1") + ",", more: ",")),
      ("a key given twice", store(cities: "", more: #","note":1,"note":2"#)),
      ("a known key given twice", store(cities: city(id: "1"), more: #","version":1"#)),
      ("an id written as 1.0", store(cities: city(id: "1.0"))),
      ("an id written as 1e3", store(cities: city(id: "1e3"))),
      ("a whole number past 2^53 with a fraction", store(unknown: "9007199254740993.0")),
      ("an integer too large for an Int", store(unknown: "12345678901234567890")),
      ("values nested 100 deep", store(unknown: nested(100))),
    ])
  func leavesTheRestToJSONDecoder(_ what: String, text: String) throws {
    let data = Data(text.utf8)

    let file = try StoredCitiesFile.decoded(from: data)

    #expect(StoredCitiesFile.readPlainly(from: data) == nil)
    #expect(file == (try StoredCitiesFile.decodedByFoundation(from: data)))
  }

  @Test(
    "A text JSONDecoder refuses is refused by the fast path too, and JSONDecoder says why",
    arguments: [
      (
        "a latitude too close to zero for a Double",
        Array(store(cities: city(latitude: "1e-400")).utf8)
      ),
      ("a number too large for a Double", Array(store(unknown: "-1e400").utf8)),
      ("a number with a leading zero", Array(store(unknown: "01").utf8)),
      ("half of a surrogate pair", Array(store(unknown: #""\ud83d""#).utf8)),
      ("a control character inside a text", Array(store(unknown: "\"a\u{1}b\"").utf8)),
      ("a byte that is never UTF-8", store(unknownText: [0x61, 0xFF])),
      ("a character cut short", store(unknownText: [0xE2, 0x82])),
      ("a character written too long", store(unknownText: [0xC0, 0xAF])),
    ])
  func refusesWhatJSONDecoderRefuses(_ what: String, bytes: [UInt8]) {
    let data = Data(bytes)

    #expect(StoredCitiesFile.readPlainly(from: data) == nil)
    #expect(throws: DecodingError.self) { try StoredCitiesFile.decoded(from: data) }
  }

  @Test("A store in UTF-16, which JSONDecoder reads, is read as it always has been")
  func readsUTF16() throws {
    let data = try #require(store(cities: city(id: "1")).data(using: .utf16))

    let file = try StoredCitiesFile.decoded(from: data)

    #expect(StoredCitiesFile.readPlainly(from: data) == nil)
    #expect(file == (try StoredCitiesFile.decodedByFoundation(from: data)))
  }

  // Hundreds of texts made from pieces that are each right or wrong in some way, so most files
  // go one way and some the other: wherever the fast path reads one, it must agree with
  // JSONDecoder to the byte, and wherever JSONDecoder reads one, the fast writer must agree with
  // JSONEncoder.
  @Test("On 800 generated texts, both ways read the same values and write the same bytes")
  func agreesOnGeneratedTexts() throws {
    var generator = StoreTextGenerator(seed: 19)
    var readPlainly = 0
    var readByFoundation = 0

    for _ in 0..<800 {
      let data = Data(generator.nextStore().utf8)
      let plain = StoredCitiesFile.readPlainly(from: data)
      let decoded = try? StoredCitiesFile.decodedByFoundation(from: data)
      if let plain {
        readPlainly += 1
        #expect(plain == decoded, "\(String(decoding: data, as: UTF8.self))")
        #expect(try plain.encodedByFoundation() == decoded?.encodedByFoundation())
      }
      if let decoded {
        readByFoundation += 1
        #expect(try decoded.writtenPlainly() == decoded.encodedByFoundation())
      }
    }

    // Both kinds of text must be common, or the comparison would prove little.
    #expect(readPlainly > 300)
    #expect(readByFoundation - readPlainly > 100)
  }
}

private func store(cities: String, more: String = "") -> String {
  #"{"version":1,"cities":[\#(cities)]\#(more)}"#
}

private func store(unknown value: String) -> String {
  store(cities: "", more: #","n":\#(value)"#)
}

private func store(unknownText utf8: [UInt8]) -> [UInt8] {
  Array(#"{"version":1,"cities":[],"n":""#.utf8) + utf8 + Array(#""}"#.utf8)
}

private func city(id: String = "1", latitude: String = "52.52") -> String {
  #"{"id":\#(id),"name":"Berlin","latitude":\#(latitude),"longitude":13.41}"#
}

private func nested(_ depth: Int) -> String {
  String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}
