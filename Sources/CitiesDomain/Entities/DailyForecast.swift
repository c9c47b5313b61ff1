/// The forecast for one local day.
///
/// Services sometimes have no value for a day, so each value is optional.
public struct DailyForecast: Hashable, Sendable {
  /// The local calendar day the forecast is for.
  public var day: CalendarDay
  /// The lowest air temperature of the day in degrees Celsius, if known.
  public var minimumCelsius: Double?
  /// The highest air temperature of the day in degrees Celsius, if known.
  public var maximumCelsius: Double?
  /// The most significant weather of the day, if known.
  public var condition: WeatherCondition?

  /// Makes a day's forecast; leave out what the service did not say.
  public init(
    day: CalendarDay,
    minimumCelsius: Double? = nil,
    maximumCelsius: Double? = nil,
    condition: WeatherCondition? = nil
  ) {
    self.day = day
    self.minimumCelsius = minimumCelsius
    self.maximumCelsius = maximumCelsius
    self.condition = condition
  }
}
