/// A rule of the store's format that a file breaks although its JSON decodes, such as an unknown
/// version or an id saved twice: it marks the decoding error whose description says which rule.
///
/// It travels as the underlying error of a `DecodingError`, so it is reported as every other
/// problem with the file's content is.
struct StoreFormatProblem: Error {
  /// The decoding error for the value at `codingPath`, where `reason` says what is wrong, such as
  /// "the id 7 appears twice, at cities[0] and cities[3]".
  static func decodingError(_ reason: String, at codingPath: [any CodingKey]) -> DecodingError {
    .dataCorrupted(
      .init(codingPath: codingPath, debugDescription: reason, underlyingError: StoreFormatProblem())
    )
  }
}
