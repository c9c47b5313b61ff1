import CitiesDomain
import CitiesRedux
import CitiesTerminalKit

// Redux's rows already hold the words a row shows; the screen lays them out.
extension CityRow: CityRowContent {}

// A row travels in an action; the trace names it by its title: `.deleteTapped(row: London)`.
extension CityRow: TraceSummarizable {
  public var traceSummary: String { title }
}

// A query travels in the search's actions; the trace shows its text: `.searchStarted("ber")`.
extension CitySearchQuery: TraceSummarizable {
  public var traceSummary: String { TraceText.short(text) }
}
