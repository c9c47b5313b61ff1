import CitiesData
import Foundation

/// Where search results and weather come from: the offline samples, or Open-Meteo.
public enum DataSource: Equatable, Sendable {
  /// The bundled sample gateways, which need no network.
  case sample
  /// Open-Meteo's services: the public ones, or a self-hosted copy at the given base URL.
  case live(selfHostedBaseURL: URL?)

  /// A session's first lines, again at each switch: the pattern, the source, Open-Meteo's credit.
  func header(patternName: String) -> [String] {
    let title = "Cities Kata · \(patternName) · "
    guard self != .sample else { return [title + "offline sample data"] }
    return [
      title + "live Open-Meteo (\(openMeteoConfiguration.forecastBaseURL.absoluteString))",
      "Weather data by Open-Meteo.com (https://open-meteo.com/), CC BY 4.0.",
    ]
  }

  /// The Open-Meteo addresses this source talks to; the sample source never uses them.
  var openMeteoConfiguration: OpenMeteoConfiguration {
    guard case .live(let selfHostedBaseURL?) = self else { return .standard }
    return OpenMeteoConfiguration(selfHostedBaseURL: selfHostedBaseURL)
  }
}
