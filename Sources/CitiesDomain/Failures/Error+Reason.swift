extension Error {
  /// The failure's own reason when it gives one (`DescribedFailure`), otherwise `unknownReason`.
  ///
  /// Never the error's description: `"\(error)"` of a `URLError` or a `DecodingError` is a dump of
  /// its cases and fields. The caller brings the fallback, because the domain holds no words.
  public func reason(or unknownReason: String) -> String {
    (self as? any DescribedFailure)?.reason ?? unknownReason
  }
}
