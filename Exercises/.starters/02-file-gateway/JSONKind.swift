// Made by scripts/kata.py from Sources/CitiesData/JSON/JSONKind.swift.

import CitiesData

/// What a JSON value is, named as a person reading the JSON knows it rather than as a Swift type:
/// the one vocabulary of the messages about an answer or a file that could not be decoded.
enum JSONKind: String {
  case number = "a number"
  case text
  case trueOrFalse = "true or false"
  case list = "a list"
  case object = "an object"

  /// The kind of JSON value that a Swift type is decoded from, or `nil` when JSON has no word for
  /// it.
  init?(of type: Any.Type) {
    switch type {
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: self = .number
    case is any StringProtocol.Type: self = .text
    case is Bool.Type: self = .trueOrFalse
    case is [Any].Type: self = .list
    case is [String: Any].Type: self = .object
    default: return nil
    }
  }
}
