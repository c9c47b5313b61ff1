// Made by scripts/kata.py from Sources/CitiesData/JSON/Array+JSONPath.swift.

import CitiesData

extension Array where Element == any CodingKey {
  /// The coding path as a person reading the JSON writes it, such as `results[0].latitude`; `nil`
  /// for the top level, which each message names in its own words.
  var jsonPath: String? {
    guard !isEmpty else { return nil }
    return reduce(into: "") { path, key in
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
  }
}
