import CitiesMVVM

// How the weather scene's intents read in the trace, in short: `.retryTapped`.
extension CityWeatherIntent: CustomTraceStringConvertible {
  var traceDescription: String {
    switch self {
    case .appeared: ".appeared"
    case .retryTapped: ".retryTapped"
    case .backTapped: ".backTapped"
    }
  }
}
