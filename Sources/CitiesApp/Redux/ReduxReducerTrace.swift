import CitiesRedux
import CitiesTerminalKit

/// Stands in for a scene's reducer while tracing is on and records the loop's inner hops: each
/// action the store reduces, the effects the reducer returns, and each action an effect sends.
struct ReduxReducerTrace<Base: Reducer>: Reducer {
  /// The reducer traced, which the store runs through this one.
  let base: Base
  let log: TraceLog

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    log.record(
      TraceEvent(from: .store, to: .reducer, message: "reduce(\(TraceText.short(action)))"))
    let effect = base.reduce(into: &state, action: action)
    for work in effect.works {
      log.record(TraceEvent(from: .reducer, to: .effect, message: Self.summary(of: work)))
    }
    // An effect that was cancelled sends nothing, so nothing of it is recorded either.
    return effect.map { [log] action in
      log.record(TraceEvent(from: .effect, to: .store, message: "send(\(TraceText.short(action)))"))
      return action
    }
  }

  private static func summary(of work: Effect<Base.Action>.Work) -> String {
    switch work {
    case .run(let id?, _): "run(id: \(id.name))"
    case .run(nil, _): "run()"
    case .cancel(let id): "cancel(id: \(id.name))"
    }
  }
}
