import CitiesDomain

/// A shell built on one pattern from the domain use cases, as all three shells are, so that the
/// factory can make any of them from the session's dependencies in one way.
@MainActor
protocol PatternShell: FeatureShell {
  init(
    displayCitiesUseCase: any DisplayCitiesUseCase,
    addCityUseCase: any AddCityUseCase,
    deleteCityUseCase: any DeleteCityUseCase,
    searchCitiesUseCase: any SearchCitiesUseCase,
    showWeatherUseCase: any ShowWeatherUseCase,
    clock: any Clock<Duration>,
    traceLog: TraceLog
  )
}

extension PatternShell {
  init(dependencies: FeatureDependencies) {
    self.init(
      displayCitiesUseCase: dependencies.displayCitiesUseCase,
      addCityUseCase: dependencies.addCityUseCase,
      deleteCityUseCase: dependencies.deleteCityUseCase,
      searchCitiesUseCase: dependencies.searchCitiesUseCase,
      showWeatherUseCase: dependencies.showWeatherUseCase,
      clock: dependencies.clock,
      traceLog: dependencies.traceLog
    )
  }
}

extension MVPShell: PatternShell {}
extension VIPShell: PatternShell {}
extension MVVMShell: PatternShell {}
