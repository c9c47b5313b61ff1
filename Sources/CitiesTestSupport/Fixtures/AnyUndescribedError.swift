/// An error that gives no reason of its own, as a `URLError` or a `DecodingError` gives none: its
/// description is a dump of cases and fields that no user should read.
public func anyUndescribedError() -> any Error {
  DecodingError.dataCorrupted(
    DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
}
