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

private func fieldPath(_ codingPath: [any CodingKey]) -> String { codingPath.jsonPath ?? "(root)" }

// A type JSON has no word for keeps its Swift name rather than a vaguer phrase.
private func kind(of type: Any.Type) -> String { JSONKind(of: type)?.rawValue ?? "\(type)" }
