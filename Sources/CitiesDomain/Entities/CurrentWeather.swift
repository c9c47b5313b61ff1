/// The weather at a city right now: what a person sees when they look out of the window.
public struct CurrentWeather: Hashable, Sendable {
  /// The air temperature two metres above ground, in degrees Celsius.
  public var temperatureCelsius: Double
  /// The sky and any precipitation.
  public var condition: WeatherCondition
  /// The local time the observation is for, if the service gave one.
  public var observedAt: LocalDateTime?

  /// Makes the current weather from its measurements.
  public init(
    temperatureCelsius: Double, condition: WeatherCondition, observedAt: LocalDateTime? = nil
  ) {
    self.temperatureCelsius = temperatureCelsius
    self.condition = condition
    self.observedAt = observedAt
  }
}
