import CitiesMVP

/// A `CityWeatherRouter` that records, in order, every navigation its presenter asked for.
@MainActor
public final class CityWeatherRouterSpy: CityWeatherRouter {
  /// One navigation the presenter asked for.
  public enum Message: Equatable, Sendable {
    case closeCityWeather
  }

  /// Every navigation so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a router that has navigated nowhere yet.
  public init() {}

  public func closeCityWeather() { messages.append(.closeCityWeather) }
}
