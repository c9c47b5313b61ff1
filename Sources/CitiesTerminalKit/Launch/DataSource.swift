import Foundation

/// Where search results and weather come from: the offline samples, or Open-Meteo.
public enum DataSource: Equatable, Sendable {
  /// The bundled sample gateways, which need no network.
  case sample
  /// Open-Meteo's services: the public ones, or a self-hosted copy at the given base URL.
  case live(selfHostedBaseURL: URL?)
}
