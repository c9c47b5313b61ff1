// Made by scripts/kata.py from Sources/CitiesData/Persistence/DecodingError+Reason.swift.

import CitiesData

extension DecodingError {
  /// What the decoder found wrong and where, in words for the person who has to fix the file.
  ///
  /// The decoder's own descriptions print coding keys as Swift values, which reads badly in a
  /// message about a file; this names the place as a path such as `cities[2].name`.
  var reason: String {
    switch self {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      "it is not valid JSON"
    case .dataCorrupted(let context):
      context.debugDescription
    case .keyNotFound(let key, let context):
      "\(Self.describe(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context):
      "\(Self.describe(context.codingPath)) is not of type \(type)"
    case .valueNotFound(let type, let context):
      "\(Self.describe(context.codingPath)) is null instead of \(type)"
    @unknown default:
      localizedDescription
    }
  }

  private static func describe(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    return codingPath.reduce(into: "") { path, key in
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
  }
}
