// Made by scripts/kata.py from Tests/CitiesDataTests/Persistence/DamagedStoreContent.swift.

import Exercise02Starter
import Foundation
import Testing

/// Ways the file of saved cities can be unusable; each must be reported and never overwritten.
enum DamagedStoreContent: CaseIterable, Sendable, CustomTestStringConvertible {
  case garbageBytes
  case truncatedJSON
  case wrongShape
  case textWhereANumberBelongs
  case nullName
  case unknownVersion
  case unknownVersionOfAnotherShape

  var testDescription: String {
    switch self {
    case .garbageBytes: "garbage bytes"
    case .truncatedJSON: "truncated JSON"
    case .wrongShape: "JSON of the wrong shape"
    case .textWhereANumberBelongs: "text where a number belongs"
    case .nullName: "a name that is null"
    case .unknownVersion: "a format version from the future"
    case .unknownVersionOfAnotherShape: "a future format version of another shape"
    }
  }

  /// The bytes to put in the file.
  var data: Data {
    switch self {
    case .garbageBytes:
      Data([0xFF, 0xFE, 0x00, 0x7F, 0x80])
    case .truncatedJSON:
      Data(#"{"cities":[{"id":1,"name":"Ber"#.utf8)
    case .wrongShape:
      Data(#"{"cities":[{"name":"Berlin"}],"version":1}"#.utf8)
    case .textWhereANumberBelongs:
      Data(
        #"{"cities":[{"id":"one","name":"Berlin","latitude":0,"longitude":0}],"version":1}"#.utf8)
    case .nullName:
      Data(#"{"cities":[{"id":1,"name":null,"latitude":0,"longitude":0}],"version":1}"#.utf8)
    case .unknownVersion:
      Data(#"{"cities":[],"version":2}"#.utf8)
    case .unknownVersionOfAnotherShape:
      Data(#"{"places":[],"version":2}"#.utf8)
    }
  }

  /// What the error should say is wrong, in the words of the person fixing the file.
  var expectedReason: String {
    switch self {
    case .garbageBytes, .truncatedJSON: "it is not valid JSON"
    case .wrongShape: "cities[0].id is missing"
    case .textWhereANumberBelongs: "cities[0].id should be a number"
    case .nullName: "cities[0].name is null instead of text"
    case .unknownVersion, .unknownVersionOfAnotherShape:
      "it has format version 2, and this app reads only version 1"
    }
  }
}
