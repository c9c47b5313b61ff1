// Made by scripts/kata.py from Sources/CitiesData/Persistence/AnyCodingKey.swift.

import CitiesData

/// A coding key for any name, so a type can read the keys it does not know along with its own.
struct AnyCodingKey: CodingKey, Hashable {
  let stringValue: String
  let intValue: Int?

  init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  init?(stringValue: String) {
    self.init(stringValue)
  }

  init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Every field whose name is not in `known`, as raw JSON values.
  func otherFields(besides known: Set<String>) throws -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    for key in allKeys where !known.contains(key.stringValue) {
      fields[key.stringValue] = try decode(JSONValue.self, forKey: key)
    }
    return fields
  }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
  /// Writes back fields read by `otherFields(besides:)`.
  mutating func encode(otherFields fields: [String: JSONValue]) throws {
    for (name, value) in fields {
      try encode(value, forKey: AnyCodingKey(name))
    }
  }
}
