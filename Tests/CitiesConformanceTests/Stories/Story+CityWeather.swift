import CitiesDomain
import CitiesPatternList
import CitiesTestSupport

// The weather stories. Each builds its own world, plays the user's steps through the driver, and
// reads where they led.
extension Story {
  @MainActor
  static func playWeatherErrorThenRetry(on pattern: PatternKind) async throws -> Outcome {
    let weather = WeatherGatewaySpy(result: .failure(AnyError("The service is down.")))
    let driver = pattern.makeDriver(in: World(weatherGateway: weather))
    await driver.openWeather(for: berlin())
    await weather.answer(with: .success(anyWeatherReport()))

    await driver.retryWeather()
    await driver.closeWeather()

    return try await Outcome(of: driver)
  }

  @MainActor
  static func playFailedWeatherKeepsTitle(on pattern: PatternKind) async throws -> Outcome {
    let weather = WeatherGatewaySpy(result: .failure(AnyError("The service is down.")))
    let driver = pattern.makeDriver(in: World(weatherGateway: weather))

    await driver.openWeather(for: london())

    return try await Outcome(of: driver)
  }
}
