import CitiesDomain

/// A `DisplayCitiesUseCase` that records each call from its caller, and the answer, in the trace.
public struct TracingDisplayCitiesUseCase: DisplayCitiesUseCase {
  private let useCase: any DisplayCitiesUseCase
  private let traceLog: TraceLog
  private let caller: TraceRole

  /// Wraps the use case; `caller` is the role that calls it in the running pattern.
  public init(_ useCase: any DisplayCitiesUseCase, traceLog: TraceLog, caller: TraceRole) {
    self.useCase = useCase
    self.traceLog = traceLog
    self.caller = caller
  }

  public func displayCities() async throws -> [City] {
    try await traceLog.exchange(
      from: caller, to: .useCase, message: "displayCities()", reply: TraceText.cities
    ) {
      try await useCase.displayCities()
    }
  }
}
