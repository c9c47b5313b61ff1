import CitiesMVVM

/// A `CityWeatherNavigator` that records every navigation it was asked for, in order.
@MainActor
public final class CityWeatherNavigatorSpy: CityWeatherNavigator {
  /// One navigation request.
  public enum Message: Equatable {
    /// `closeCityWeather()`.
    case closeCityWeather
  }

  /// Every request so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a navigator that has been asked for nothing yet.
  public init() {}

  public func closeCityWeather() { messages.append(.closeCityWeather) }
}
