import CitiesRedux
import CitiesTestSupport
import Testing

/// Runs `body` on a test store of the reducer, then checks that nothing it did was left
/// unasserted (`TestStore.finish()`) and that the store is released after the test.
///
/// The suite needs the `.checksReleases` trait, as every suite that checks releases does.
@MainActor
public func withTestStore<SceneReducer: Reducer>(
  initialState: SceneReducer.State, reducer: SceneReducer, exhaustivity: Exhaustivity = .on,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (TestStore<SceneReducer.State, SceneReducer.Action>) async throws -> Void
) async rethrows where SceneReducer.State: Sendable, SceneReducer.Action: Equatable {
  let store = TestStore(initialState: initialState, reducer: reducer, exhaustivity: exhaustivity)
  expectReleasedAfterTest(store, sourceLocation: sourceLocation)
  do {
    try await body(store)
  } catch {
    await store.finish(sourceLocation: sourceLocation)
    throw error
  }
  await store.finish(sourceLocation: sourceLocation)
}
