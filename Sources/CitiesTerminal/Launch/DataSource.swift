import Foundation

/// Where search results and weather come from: the offline samples, or Open-Meteo.
public enum DataSource: Equatable, Sendable {
  /// The bundled sample gateways, which need no network.
  case sample
  /// Open-Meteo's services: the public ones, or a self-hosted copy at the given base URL.
  case live(selfHostedBaseURL: URL?)

  /// How the header names the source, with the forecast service's address when live.
  var headerDescription: String {
    switch self {
    case .sample: "offline sample data"
    case .live: "live Open-Meteo (\(openMeteoConfiguration.forecastBaseURL.absoluteString))"
    }
  }
}
