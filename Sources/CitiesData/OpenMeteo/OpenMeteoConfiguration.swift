import Foundation

/// Where the Open-Meteo services live: the public ones by default, or a self-hosted copy.
///
/// Open-Meteo is open source; pointing the app at your own server is a matter of one base URL.
public struct OpenMeteoConfiguration: Sendable {
  /// The base URL of the geocoding service, which answers city searches.
  public var geocodingBaseURL: URL
  /// The base URL of the forecast service, which answers weather requests.
  public var forecastBaseURL: URL

  /// The free public services at open-meteo.com.
  public static let standard = OpenMeteoConfiguration(
    geocodingBaseURL: publicURL("https://geocoding-api.open-meteo.com"),
    forecastBaseURL: publicURL("https://api.open-meteo.com"))

  public init(geocodingBaseURL: URL, forecastBaseURL: URL) {
    self.geocodingBaseURL = geocodingBaseURL
    self.forecastBaseURL = forecastBaseURL
  }

  /// Makes a configuration for a self-hosted server that answers both services, such as
  /// `http://localhost:8080/openmeteo`.
  public init(selfHostedBaseURL: URL) {
    self.init(geocodingBaseURL: selfHostedBaseURL, forecastBaseURL: selfHostedBaseURL)
  }
}

// The two public addresses are constants written above, so a failure here is a typo in them.
private func publicURL(_ text: StaticString) -> URL {
  guard let url = URL(string: "\(text)") else { preconditionFailure("Invalid URL: \(text)") }
  return url
}
