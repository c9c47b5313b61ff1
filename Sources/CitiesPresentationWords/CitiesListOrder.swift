import CitiesDomain
import Foundation

/// The order the saved list shows its cities in: presentation state, so the saved order never
/// changes with it.
public enum CitiesListOrder: Sendable, Equatable {
  /// The saved order: the order the cities were added in.
  case added
  /// By name, ignoring case and accents, so "Ürümqi" sorts among the U's.
  case name

  /// The cities as this order shows them; cities with the same name keep their saved order.
  public func arranged(_ cities: [City]) -> [City] {
    switch self {
    case .added:
      return cities
    case .name:
      // Sorting the indices with the index as the tie-break keeps the sort stable on every platform.
      let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
      return cities.indices.sorted { left, right in
        switch cities[left].name.compare(cities[right].name, options: options) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: left < right
        }
      }.map { cities[$0] }
    }
  }
}
