/// The forecast service's answer, as it arrives in JSON; only the parts the app asks for.
struct ForecastResponse: Decodable, Sendable {
  /// The weather now.
  let current: ForecastCurrent
  /// The forecast per local day.
  let daily: ForecastDaily
}
