// Made by scripts/kata.py from Tests/CitiesDomainTests/UseCases/ShowWeatherUseCaseTests.swift.

import CitiesDomain
import CitiesTestSupport
import Exercise01Starter
import Testing

import struct Exercise01Starter.ShowWeatherUseCaseImplementation

@Suite("Show weather use case", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct ShowWeatherUseCaseTests {
  @Test("Showing the weather asks for a week at the city's coordinates and returns the report")
  func asksForAWeekAtTheCity() async throws {
    let gateway = WeatherGatewaySpy(result: .success(anyWeatherReport()))
    let useCase = ShowWeatherUseCaseImplementation(weatherGateway: gateway)

    let report = try await useCase.showWeather(for: anyCity())

    #expect(report == anyWeatherReport())
    #expect(await gateway.messages == [.fetchWeather(at: anyCity().coordinates, forecastDays: 7)])
  }

  @Test(
    "The number of forecast days is kept within what weather services accept",
    arguments: [(0, 1), (1, 1), (5, 5), (16, 16), (40, 16)]
  )
  func clampsForecastDays(asked: Int, sent: Int) async throws {
    let gateway = WeatherGatewaySpy()
    let useCase = ShowWeatherUseCaseImplementation(weatherGateway: gateway, forecastDays: asked)

    _ = try await useCase.showWeather(for: anyCity())

    #expect(
      await gateway.messages == [.fetchWeather(at: anyCity().coordinates, forecastDays: sent)])
  }

  @Test("A failure to get the weather is passed on")
  func passesOnFailure() async {
    let gateway = WeatherGatewaySpy(result: .failure(AnyError("timed out")))
    let useCase = ShowWeatherUseCaseImplementation(weatherGateway: gateway)

    await #expect(throws: AnyError("timed out")) {
      try await useCase.showWeather(for: anyCity())
    }
  }
}
