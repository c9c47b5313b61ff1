import CitiesMVVM

// How the search's intents read in the trace, in short: `.queryChanged("ber")`.
extension AddCityIntent: CustomTraceStringConvertible {
  var traceDescription: String {
    switch self {
    case .queryChanged(let text): ".queryChanged(\(BoundaryTrace.quoted(text)))"
    case .resultTapped(let row): ".resultTapped(row: \(row.title))"
    case .cancelTapped: ".cancelTapped"
    case .alertDismissed: ".alertDismissed"
    }
  }
}
