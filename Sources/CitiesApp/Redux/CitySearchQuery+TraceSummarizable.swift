import CitiesDomain
import CitiesTerminalKit

// A query travels in the search's actions; the trace shows its text: `.searchStarted("ber")`.
extension CitySearchQuery: TraceSummarizable {
  public var traceSummary: String { TraceText.short(text) }
}
