// Made by scripts/kata.py from Sources/CitiesData/Persistence/StoreFormatProblem.swift.

import CitiesData

/// A rule of the store's format that a file breaks although its JSON decodes, such as an unknown
/// version or an id saved twice, in words for the person who has to fix the file.
///
/// It travels as the underlying error of a `DecodingError`, so it is reported as every other
/// problem with the file's content is.
struct StoreFormatProblem: Error {
  /// What is wrong, such as "the id 7 appears twice, at cities[0] and cities[3]".
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }

  /// The decoding error for the value at `codingPath`.
  func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: codingPath, debugDescription: reason, underlyingError: self)
    )
  }
}
