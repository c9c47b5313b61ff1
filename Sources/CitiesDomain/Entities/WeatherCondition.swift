/// The sky and what falls from it, as one of the WMO weather interpretation codes.
///
/// It covers every code Open-Meteo documents. A code this list does not know becomes `unknown`
/// instead of failing, because a new code from a service is no reason to hide the whole forecast.
public enum WeatherCondition: Hashable, Sendable {
  /// WMO 0.
  case clearSky
  /// WMO 1.
  case mainlyClear
  /// WMO 2.
  case partlyCloudy
  /// WMO 3.
  case overcast
  /// WMO 45.
  case fog
  /// WMO 48.
  case depositingRimeFog
  /// WMO 51.
  case lightDrizzle
  /// WMO 53.
  case moderateDrizzle
  /// WMO 55.
  case denseDrizzle
  /// WMO 56.
  case lightFreezingDrizzle
  /// WMO 57.
  case denseFreezingDrizzle
  /// WMO 61.
  case slightRain
  /// WMO 63.
  case moderateRain
  /// WMO 65.
  case heavyRain
  /// WMO 66.
  case lightFreezingRain
  /// WMO 67.
  case heavyFreezingRain
  /// WMO 71.
  case slightSnowfall
  /// WMO 73.
  case moderateSnowfall
  /// WMO 75.
  case heavySnowfall
  /// WMO 77.
  case snowGrains
  /// WMO 80.
  case slightRainShowers
  /// WMO 81.
  case moderateRainShowers
  /// WMO 82.
  case violentRainShowers
  /// WMO 85.
  case slightSnowShowers
  /// WMO 86.
  case heavySnowShowers
  /// WMO 95.
  case thunderstorm
  /// WMO 96.
  case thunderstormWithSlightHail
  /// WMO 99.
  case thunderstormWithHeavyHail
  /// A code that is not in the table above, kept so that it can still be shown or logged.
  case unknown(code: Int)
}
