import CitiesMVVM
import CitiesTerminalKit

// MVVM's rows already hold the words a row shows; the screen lays them out.
extension CityRow: CityRowContent {}

// A row travels in an intent; the trace names it by its title: `.deleteTapped(row: London)`.
extension CityRow: TraceSummarizable {
  public var traceSummary: String { title }
}
