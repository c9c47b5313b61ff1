import CitiesDomain

/// A `DeleteCityUseCase` that records each call from its caller, and the answer, in the trace.
public struct TracingDeleteCityUseCase: DeleteCityUseCase {
  private let useCase: any DeleteCityUseCase
  private let traceLog: TraceLog
  private let caller: TraceRole

  /// Wraps the use case; `caller` is the role that calls it in the running pattern.
  public init(_ useCase: any DeleteCityUseCase, traceLog: TraceLog, caller: TraceRole) {
    self.useCase = useCase
    self.traceLog = traceLog
    self.caller = caller
  }

  public func delete(city: City) async throws {
    try await traceLog.exchange(
      from: caller, to: .useCase, message: "delete(\(TraceText.city(city)))", reply: TraceText.done
    ) {
      try await useCase.delete(city: city)
    }
  }
}
