import CitiesPresentationWords

/// A forecast day as any pattern's row carries it, so that the screen lays out every pattern's
/// forecast alike: day, lowest, highest, condition.
@MainActor
public protocol ForecastRowContent {
  /// "Today", or a short weekday such as "Fri".
  var day: String { get }
  /// The lowest temperature, such as "4°C".
  var minimum: String { get }
  /// The highest temperature, such as "12°C".
  var maximum: String { get }
  /// The condition, such as "Partly cloudy".
  var condition: String { get }
}

// The patterns that keep a forecast as data hand the shared words on; MVP's cells conform alone.
extension ForecastDayWords: ForecastRowContent {}
