import CitiesDomain
import Foundation

/// Gets the current weather and a daily forecast from Open-Meteo's forecast service.
///
/// It asks for temperatures in degrees Celsius (the service's default) and for times in the
/// city's own time zone (`timezone=auto`), which is what the domain's local days expect.
public struct OpenMeteoWeatherGateway: WeatherGateway {
  private let apiClient: any APIClient

  /// Makes a gateway that asks `apiClient`, which must point at the forecast service.
  public init(apiClient: any APIClient) {
    self.apiClient = apiClient
  }

  public func fetchWeather(
    at coordinates: Coordinates, forecastDays: Int
  ) async throws(APIClientError) -> WeatherReport {
    let request = request(at: coordinates, forecastDays: forecastDays)
    return try await apiClient.send(request, decoding: ForecastResponse.self).weatherReport
  }

  private func request(at coordinates: Coordinates, forecastDays: Int) -> APIRequest {
    APIRequest(
      path: "/v1/forecast",
      queryItems: [
        URLQueryItem(name: "latitude", value: degrees(coordinates.latitude)),
        URLQueryItem(name: "longitude", value: degrees(coordinates.longitude)),
        URLQueryItem(name: "current", value: "temperature_2m,weather_code"),
        URLQueryItem(
          name: "daily", value: "weather_code,temperature_2m_max,temperature_2m_min"),
        URLQueryItem(name: "timezone", value: "auto"),
        URLQueryItem(name: "forecast_days", value: String(forecastDays)),
      ]
    )
  }
}

// A fixed format never switches to exponent notation ("1e-05") and ignores the user's locale;
// five decimals (about a metre) are as precise as the geocoding service's own coordinates.
private func degrees(_ value: Double) -> String { String(format: "%.5f", value) }
