import CitiesDomain
import Foundation

/// The short forms a trace writes arguments and answers in: cities by name, queries quoted,
/// lists and reports by their size.
enum TraceText {
  static func city(_ city: City) -> String {
    city.name
  }

  static func cities(_ cities: [City]) -> String {
    cities.count == 1 ? "1 city" : "\(cities.count) cities"
  }

  static func quoted(_ text: String) -> String {
    "\"\(text)\""
  }

  static func report(_ report: WeatherReport) -> String {
    report.daily.count == 1 ? "report, 1 day" : "report, \(report.daily.count) days"
  }

  static func coordinates(_ coordinates: Coordinates) -> String {
    String(format: "%.2f, %.2f", coordinates.latitude, coordinates.longitude)
  }

  static func done(_: Void) -> String {
    "done"
  }
}
