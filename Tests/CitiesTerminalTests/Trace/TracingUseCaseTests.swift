import CitiesDomain
import CitiesTerminal
import CitiesTestSupport
import Testing

@Suite("Tracing use cases", .timeLimit(.minutes(1)))
struct TracingUseCaseTests {
  private let traceLog = TraceLog(isEnabled: true)

  @Test("Listing records the caller's call and the answer in short, and passes the cities on")
  func displayCities() async throws {
    let stub = DisplayCitiesUseCaseStub(result: .success([anyCity(), otherCity()]))
    let sut = TracingDisplayCitiesUseCase(stub, traceLog: traceLog, caller: .presenter)

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
    let sut = TracingAddCityUseCase(spy, traceLog: traceLog, caller: .interactor)

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
    let sut = TracingDeleteCityUseCase(spy, traceLog: traceLog, caller: .viewModel)

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
    let sut = TracingSearchCitiesUseCase(spy, traceLog: traceLog, caller: .presenter)

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
    let spy = ShowWeatherUseCaseSpy()
    let sut = TracingShowWeatherUseCase(spy, traceLog: traceLog, caller: .presenter)

    let report = try await sut.showWeather(for: anyCity())

    #expect(report == anyWeatherReport())
    #expect(
      traceLog.takeEvents() == [
        TraceEvent(from: .presenter, to: .useCase, message: "showWeather(Berlin)"),
        TraceEvent(from: .useCase, to: .presenter, message: "report, 5 days", kind: .reply),
      ])
  }

  @Test("With the log disabled nothing is recorded, and values and errors still pass")
  func disabledLog() async throws {
    let disabledLog = TraceLog(isEnabled: false)
    let stub = DisplayCitiesUseCaseStub(result: .success([anyCity()]))
    let failing = ShowWeatherUseCaseSpy(result: .failure(AnyError("offline")))

    let cities = try await TracingDisplayCitiesUseCase(
      stub, traceLog: disabledLog, caller: .presenter
    )
    .displayCities()
    let weather = TracingShowWeatherUseCase(failing, traceLog: disabledLog, caller: .presenter)

    #expect(cities == [anyCity()])
    await #expect(throws: AnyError("offline")) { try await weather.showWeather(for: anyCity()) }
    #expect(disabledLog.takeEvents().isEmpty)
  }
}
