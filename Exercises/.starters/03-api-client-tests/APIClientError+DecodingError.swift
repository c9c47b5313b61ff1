// Made by scripts/kata.py from Sources/CitiesData/API/APIClientError+DecodingError.swift.

import CitiesData

extension APIClientError {
  /// Turns a `DecodingError` in an answer from `host` into the field it is about and a problem a
  /// person can read.
  init(_ error: DecodingError, host: String) {
    switch error {
    case .keyNotFound(let key, let context):
      self = .decoding(host: host, field: fieldPath(context.codingPath + [key]), problem: "missing")
    case .valueNotFound(_, let context):
      self = .decoding(
        host: host, field: fieldPath(context.codingPath), problem: "null instead of a value")
    case .typeMismatch(let type, let context):
      self = .decoding(
        host: host, field: fieldPath(context.codingPath), problem: "expected \(kind(of: type))")
    case .dataCorrupted(let context) where context.underlyingError is UnexpectedFormat:
      let expected = (context.underlyingError as? UnexpectedFormat)?.expected ?? "another format"
      self = .decoding(
        host: host, field: fieldPath(context.codingPath), problem: "expected \(expected)")
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self = .decoding(host: host, field: fieldPath([]), problem: "malformed JSON")
    case .dataCorrupted(let context):
      self = .decoding(host: host, field: fieldPath(context.codingPath), problem: "invalid value")
    @unknown default:
      self = .decoding(host: host, field: fieldPath([]), problem: "unreadable")
    }
  }
}

// Writes a coding path as a person would: `results[0].latitude`, or `(root)` when it is empty.
private func fieldPath(_ codingPath: [any CodingKey]) -> String {
  guard !codingPath.isEmpty else { return "(root)" }
  return codingPath.enumerated().map { position, key in
    if let index = key.intValue { return "[\(index)]" }
    return position == 0 ? key.stringValue : ".\(key.stringValue)"
  }.joined()
}

// Names what JSON holds rather than Swift types, because the reader is looking at JSON.
private func kind(of type: Any.Type) -> String {
  switch type {
  case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: "a number"
  case is any StringProtocol.Type: "text"
  case is Bool.Type: "true or false"
  case is [Any].Type: "a list"
  case is [String: Any].Type: "an object"
  default: "\(type)"
  }
}
