import CitiesDomain

/// A `SearchCitiesUseCase` that records each call from its caller, and the answer, in the trace.
public struct TracingSearchCitiesUseCase: SearchCitiesUseCase {
  private let useCase: any SearchCitiesUseCase
  private let traceLog: TraceLog
  private let caller: TraceRole

  /// Wraps the use case; `caller` is the role that calls it in the running pattern.
  public init(_ useCase: any SearchCitiesUseCase, traceLog: TraceLog, caller: TraceRole) {
    self.useCase = useCase
    self.traceLog = traceLog
    self.caller = caller
  }

  public func search(for text: String) async throws -> [City] {
    try await traceLog.exchange(
      from: caller, to: .useCase, message: "search(\(TraceText.quoted(text)))",
      reply: TraceText.cities
    ) {
      try await useCase.search(for: text)
    }
  }
}
