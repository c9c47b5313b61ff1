// Made by scripts/kata.py from Sources/CitiesDomain/UseCases/ShowWeather/ShowWeatherUseCaseImplementation.swift.

import CitiesDomain
import KataSupport

/// Gets the weather at a city's coordinates, with a forecast of a fixed number of days.
public struct ShowWeatherUseCaseImplementation: ShowWeatherUseCase {
  /// How many days the forecast covers unless told otherwise: a week, today included.
  public static let defaultForecastDays = 7

  private let weatherGateway: any WeatherGateway
  private let forecastDays: Int

  /// Makes the use case on top of the given gateway; `forecastDays` is clamped to 1...16, the
  /// range weather services commonly accept.
  public init(weatherGateway: any WeatherGateway, forecastDays: Int = defaultForecastDays) {
    self.weatherGateway = weatherGateway
    self.forecastDays = forecastDays
  }

  public func showWeather(for city: City) async throws -> WeatherReport {
    throw KataError.notImplemented("ask the weather gateway for the forecast at the city")
  }
}
