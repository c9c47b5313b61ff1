import CitiesMVVM
import CitiesTerminalKit

// A row travels in an intent; the trace names it by its title: `.deleteTapped(row: London)`.
extension CityRow: TraceSummarizable {
  public var traceSummary: String { title }
}
