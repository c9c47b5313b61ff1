extension DecodingError {
  /// What the decoder found wrong and where, in words for the person who has to fix the file.
  ///
  /// The decoder's own descriptions print coding keys as Swift values and differ between Linux and
  /// macOS; this names the place as a path such as `cities[2].name`, and what was expected there.
  public var reason: String {
    switch self {
    case .dataCorrupted(let context) where context.underlyingError is StoreFormatProblem:
      context.debugDescription
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      "it is not valid JSON"
    case .dataCorrupted(let context):
      "\(Self.describe(context.codingPath)) has a value this app cannot read"
    case .keyNotFound(let key, let context):
      "\(Self.describe(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context):
      "\(Self.describe(context.codingPath)) should be \(Self.kind(of: type))"
    case .valueNotFound(let type, let context):
      "\(Self.describe(context.codingPath)) is null instead of \(Self.kind(of: type))"
    @unknown default:
      "it cannot be read"
    }
  }

  private static func describe(_ codingPath: [any CodingKey]) -> String {
    codingPath.jsonPath ?? "the top level"
  }

  private static func kind(of type: Any.Type) -> String {
    JSONKind(of: type)?.rawValue ?? "another kind of value"
  }
}
