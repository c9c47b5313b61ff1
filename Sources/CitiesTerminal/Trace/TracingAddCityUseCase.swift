import CitiesDomain

/// An `AddCityUseCase` that records each call from its caller, and the answer, in the trace.
public struct TracingAddCityUseCase: AddCityUseCase {
  private let useCase: any AddCityUseCase
  private let traceLog: TraceLog
  private let caller: TraceRole

  /// Wraps the use case; `caller` is the role that calls it in the running pattern.
  public init(_ useCase: any AddCityUseCase, traceLog: TraceLog, caller: TraceRole) {
    self.useCase = useCase
    self.traceLog = traceLog
    self.caller = caller
  }

  public func add(parameters: AddCityParameters) async throws -> City {
    let message = "add(\(TraceText.city(parameters.city)))"
    return try await traceLog.exchange(
      from: caller, to: .useCase, message: message, reply: TraceText.city
    ) {
      try await useCase.add(parameters: parameters)
    }
  }
}
