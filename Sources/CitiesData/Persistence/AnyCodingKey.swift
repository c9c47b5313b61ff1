/// A coding key for any name, so a type can read the keys it does not know along with its own.
struct AnyCodingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }

  init?(stringValue: String) { self.init(stringValue) }

  // A JSON object names every field with text, so no key is ever a number.
  init?(intValue: Int) { nil }
}

extension CodingUserInfoKey {
  // Its initialiser never fails, though it is declared as one that may.
  /// Whether a decoding collects the fields the app does not know (`true` unless set to `false`).
  static let keepsOtherFields = CodingUserInfoKey(rawValue: "keepsOtherFields")
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Every field whose name is not in `known`, as raw JSON values; none when `decoder` was told
  /// not to keep them.
  func otherFields(
    besides known: Set<String>, of decoder: any Decoder
  ) throws -> [String: JSONValue] {
    if let key = CodingUserInfoKey.keepsOtherFields, decoder.userInfo[key] as? Bool == false {
      return [:]
    }
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
    for (name, value) in fields { try encode(value, forKey: AnyCodingKey(name)) }
  }
}
