import CitiesDomain

/// How a trace writes a value in short, one rule for every message: text quoted and cut after a few
/// words, a city by its name, a query by its text, a list by its size, an enum or a struct as Swift
/// writes it.
public enum TraceText {
  private static let shortTextLength = 32

  /// The value in short: `"Could not load your cities: The…"`, `Berlin`, `2 cities`, `3 rows`,
  /// `.found(2 cities, query: "lon")`, `Request(cityID: 2950159)` or `done` for no value.
  public static func short(_ value: Any) -> String {
    switch value {
    case let summarized as any TraceSummarizable: summarized.traceSummary
    case let text as String: quoted(text)
    case let city as City: city.name
    case let query as CitySearchQuery: quoted(query.text)
    case let cities as [City]: count(cities.count, "city", plural: "cities")
    case let list as [Any]: count(list.count, "row")
    case let report as WeatherReport: "report, " + count(report.daily.count, "day")
    case let error as any Error: quoted("\(error)")
    case is Void: "done"
    default: structure(of: value)
    }
  }

  /// A count with its noun, such as `1 row`, `2 rows` or `2 cities`.
  private static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  private static func quoted(_ text: String) -> String {
    guard text.count > shortTextLength else { return "\"\(text)\"" }
    var cut = text.prefix(shortTextLength)
    while cut.last?.isWhitespace == true { cut = cut.dropLast() }
    return "\"\(cut)…\""
  }

  private static func structure(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let payload = mirror.children.first else { return ".\(value)" }
      let parts = Mirror(reflecting: payload.value)
      let inside = parts.displayStyle == .tuple ? listed(parts.children) : short(payload.value)
      return ".\(payload.label ?? "")(\(inside))"
    case .struct: return "\(type(of: value))(\(listed(mirror.children)))"
    case .optional: return mirror.children.first.map { short($0.value) } ?? "nil"
    default: return "\(value)"
    }
  }

  // Each part after its label, except the positional ones a tuple names `.0`, `.1`…
  private static func listed(_ parts: Mirror.Children) -> String {
    parts.map { part in
      let label = part.label.flatMap { $0.hasPrefix(".") ? nil : $0 + ": " } ?? ""
      return label + short(part.value)
    }.joined(separator: ", ")
  }
}
