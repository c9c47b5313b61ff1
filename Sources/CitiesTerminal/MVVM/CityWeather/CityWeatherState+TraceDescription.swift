import CitiesMVVM

// How the weather scene's state reads in the trace, in short: `report(18°C, Clear sky, 7 days)`.
extension CityWeatherState: CustomTraceStringConvertible {
  var traceDescription: String {
    switch self {
    case .loading:
      "loading"
    case .report(let current, let forecast):
      "report(\(current.temperature), \(current.condition), "
        + "\(BoundaryTrace.count(forecast.count, "day")))"
    case .error(let message):
      "error(\(BoundaryTrace.quoted(message)))"
    }
  }
}
