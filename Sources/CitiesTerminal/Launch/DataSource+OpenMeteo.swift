import CitiesData

extension DataSource {
  /// The Open-Meteo addresses this source talks to; the sample source never uses them.
  var openMeteoConfiguration: OpenMeteoConfiguration {
    guard case .live(let selfHostedBaseURL?) = self else { return .standard }
    return OpenMeteoConfiguration(selfHostedBaseURL: selfHostedBaseURL)
  }

  /// Whether answers come from Open-Meteo, whose licence (CC BY 4.0) asks for a credit.
  var needsCredit: Bool {
    self != .sample
  }
}
