extension FeatureDependencies {
  /// The same dependencies with every use case wrapped in its tracing decorator, naming the role
  /// that calls use cases in the given pattern as the caller.
  ///
  /// The shells receive them already wrapped, so the pattern code stays the same with tracing on
  /// or off, and a shell must not wrap the domain use cases again.
  public func traced(for pattern: PatternKind) -> FeatureDependencies {
    let caller = pattern.useCaseCaller
    var traced = self
    traced.displayCitiesUseCase = TracingDisplayCitiesUseCase(
      displayCitiesUseCase, traceLog: traceLog, caller: caller)
    traced.addCityUseCase = TracingAddCityUseCase(
      addCityUseCase, traceLog: traceLog, caller: caller)
    traced.deleteCityUseCase = TracingDeleteCityUseCase(
      deleteCityUseCase, traceLog: traceLog, caller: caller)
    traced.searchCitiesUseCase = TracingSearchCitiesUseCase(
      searchCitiesUseCase, traceLog: traceLog, caller: caller)
    traced.showWeatherUseCase = TracingShowWeatherUseCase(
      showWeatherUseCase, traceLog: traceLog, caller: caller)
    return traced
  }
}
