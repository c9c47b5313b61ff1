/// The reason a value in an answer was refused although its JSON type was right: it is not
/// written the way the service writes it, such as a date that does not exist.
///
/// It travels as the underlying error of a `DecodingError`, which knows the field's path; the
/// client then words the two together ("daily.time[2]: expected a date like 2026-03-26").
struct UnexpectedFormat: Error {
  /// What the value should look like, such as "a date like 2026-03-26".
  let expected: String

  func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "expected \(expected)", underlyingError: self))
  }
}
