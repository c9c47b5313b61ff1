/// The forecast service's answer, as it arrives in JSON; only the parts the app asks for.
struct ForecastResponse: Decodable, Sendable {
  let current: ForecastCurrent
  let daily: ForecastDaily
}
