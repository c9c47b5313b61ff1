import CitiesMVVM

// How the search's state reads in the trace, in short: `results(3 rows)`.
extension AddCityState: CustomTraceStringConvertible {
  var traceDescription: String {
    switch self {
    case .idle(let message): "idle(\(BoundaryTrace.quoted(message)))"
    case .hint(let message): "hint(\(BoundaryTrace.quoted(message)))"
    case .searching: "searching"
    case .results(let rows): "results(\(BoundaryTrace.count(rows.count, "row")))"
    case .noMatches(let message): "noMatches(\(BoundaryTrace.quoted(message)))"
    case .failed(let message): "failed(\(BoundaryTrace.quoted(message)))"
    }
  }
}
