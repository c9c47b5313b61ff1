import CitiesApp
import CitiesData
import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Testing

@Suite("The use case trace", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct UseCaseTraceTests {
  private let traceLog = TraceLog()

  @Test("Listing records the caller's call and the answer in short, and passes the cities on")
  func displayCities() async throws {
    var dependencies = makeDependencies()
    dependencies.displayCitiesUseCase = DisplayCitiesUseCaseStub(
      result: .success([anyCity(), otherCity()]))
    let sut = UseCaseTrace(dependencies, caller: .presenter, traceLog: traceLog)

    let cities = try await sut.displayCities()

    #expect(cities == [anyCity(), otherCity()])
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .presenter, to: .useCase, message: "displayCities()"),
        TraceEvent(from: .useCase, to: .presenter, message: "2 cities", kind: .reply),
      ])
  }

  @Test("Adding names the city, and an error passes through and is recorded as the reply")
  func addCityError() async throws {
    let spy = AddCityUseCaseSpy()
    await spy.fail(with: AnyError("disk full"))
    var dependencies = makeDependencies()
    dependencies.addCityUseCase = spy
    let sut = UseCaseTrace(dependencies, caller: .interactor, traceLog: traceLog)

    await #expect(throws: AnyError("disk full")) {
      try await sut.add(parameters: AddCityParameters(city: anyCity()))
    }

    #expect(await spy.receivedParameters == [AddCityParameters(city: anyCity())])
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .interactor, to: .useCase, message: "add(Berlin)"),
        TraceEvent(from: .useCase, to: .interactor, message: "error: disk full", kind: .reply),
      ])
  }

  @Test("Deleting names the city and replies done")
  func deleteCity() async throws {
    let spy = DeleteCityUseCaseSpy()
    var dependencies = makeDependencies()
    dependencies.deleteCityUseCase = spy
    let sut = UseCaseTrace(dependencies, caller: .viewModel, traceLog: traceLog)

    try await sut.delete(city: otherCity())

    #expect(await spy.deletedCities == [otherCity()])
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .viewModel, to: .useCase, message: "delete(London)"),
        TraceEvent(from: .useCase, to: .viewModel, message: "done", kind: .reply),
      ])
  }

  @Test("Searching quotes the text and counts the results")
  func searchCities() async throws {
    let spy = SearchCitiesUseCaseSpy(result: .success([anyCity()]))
    var dependencies = makeDependencies()
    dependencies.searchCitiesUseCase = spy
    let sut = UseCaseTrace(dependencies, caller: .presenter, traceLog: traceLog)

    let cities = try await sut.search(for: "ber")

    #expect(cities == [anyCity()])
    #expect(await spy.searchedTexts == ["ber"])
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .presenter, to: .useCase, message: "search(\"ber\")"),
        TraceEvent(from: .useCase, to: .presenter, message: "1 city", kind: .reply),
      ])
  }

  @Test("Showing the weather names the city and sums up the report")
  func showWeather() async throws {
    var dependencies = makeDependencies()
    dependencies.showWeatherUseCase = ShowWeatherUseCaseSpy()
    let sut = UseCaseTrace(dependencies, caller: .presenter, traceLog: traceLog)

    let report = try await sut.showWeather(for: anyCity())

    #expect(report == anyWeatherReport())
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .presenter, to: .useCase, message: "showWeather(Berlin)"),
        TraceEvent(from: .useCase, to: .presenter, message: "report, 5 days", kind: .reply),
      ])
  }

  @Test("tracingUseCases(as:) puts the one trace in place of all five use cases, for the caller")
  func tracingUseCases() async throws {
    let dependencies = makeDependencies().tracingUseCases(as: .viewModel)

    _ = try await dependencies.displayCitiesUseCase.displayCities()
    _ = try await dependencies.searchCitiesUseCase.search(for: "par")

    #expect(
      traceLog.takeEvents().filter { $0.to == .useCase } == [
        TraceEvent(from: .viewModel, to: .useCase, message: "displayCities()"),
        TraceEvent(from: .viewModel, to: .useCase, message: "search(\"par\")"),
      ])
  }

  @Test("With tracing off, no trace is composed in front of the use cases or the gateways")
  func tracingOff() async throws {
    let store = CitiesGatewaySpy()
    let dependencies = FeatureDependencies(
      citiesGateway: store, citySearchGateway: SampleCitySearchGateway(),
      weatherGateway: SampleWeatherGateway(), clock: InstantClock(), traceLog: nil)

    let untraced = dependencies.tracingUseCases(as: .presenter)
    _ = try await untraced.displayCitiesUseCase.displayCities()

    #expect(!(untraced.displayCitiesUseCase is UseCaseTrace))
    #expect(!(untraced.deleteCityUseCase is UseCaseTrace))
    #expect(untraced.displayCitiesUseCase is DisplayCitiesUseCaseImplementation)
    #expect(await store.messages == [.fetchCities])
  }

  // Real use cases on untraced gateways, so only the use case trace records; a test swaps one.
  private func makeDependencies(traceLog: TraceLog? = nil) -> FeatureDependencies {
    var dependencies = FeatureDependencies(
      citiesGateway: InMemoryCitiesGateway(), citySearchGateway: SampleCitySearchGateway(),
      weatherGateway: SampleWeatherGateway(), clock: InstantClock(),
      traceLog: traceLog ?? self.traceLog)
    let store = InMemoryCitiesGateway()
    dependencies.displayCitiesUseCase = DisplayCitiesUseCaseImplementation(citiesGateway: store)
    dependencies.searchCitiesUseCase = SearchCitiesUseCaseImplementation(
      citySearchGateway: SampleCitySearchGateway())
    return dependencies
  }
}
