import CitiesMVVM

// How the saved-cities state reads in the trace, in short: `list(2 rows)`.
extension CitiesState: CustomTraceStringConvertible {
  var traceDescription: String {
    switch self {
    case .loading: "loading"
    case .list(let rows): "list(\(BoundaryTrace.count(rows.count, "row")))"
    case .empty(let message): "empty(\(BoundaryTrace.quoted(message)))"
    case .error(let message): "error(\(BoundaryTrace.quoted(message)))"
    }
  }
}
