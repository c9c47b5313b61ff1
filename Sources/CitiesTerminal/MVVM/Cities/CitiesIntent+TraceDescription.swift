import CitiesMVVM

// How the saved-cities intents read in the trace, in short: `.deleteTapped(row: Berlin)`.
extension CitiesIntent: CustomTraceStringConvertible {
  var traceDescription: String {
    switch self {
    case .appeared: ".appeared"
    case .retryTapped: ".retryTapped"
    case .deleteTapped(let row): ".deleteTapped(row: \(row.title))"
    case .cityTapped(let row): ".cityTapped(row: \(row.title))"
    case .addTapped: ".addTapped"
    case .alertDismissed: ".alertDismissed"
    }
  }
}
