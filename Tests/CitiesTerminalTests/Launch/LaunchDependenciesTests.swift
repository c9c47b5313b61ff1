import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

@Suite("The dependencies of a launch", .timeLimit(.minutes(1)))
struct LaunchDependenciesTests {
  private let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test("The saved list lives in the file the options name, and survives a new root")
  func fileStore() async throws {
    let options = LaunchOptions(storeURL: folder.file(named: "nested/cities.json"))
    let first = makeDependencies(options)

    _ = try await first.addCityUseCase.add(parameters: AddCityParameters(city: anyCity()))
    let reread = try await makeDependencies(options).displayCitiesUseCase.displayCities()

    #expect(reread == [anyCity()])
    #expect(FileManager.default.fileExists(atPath: options.storeURL.path(percentEncoded: false)))
  }

  @Test("Offline, search and weather come from the samples, with each gateway call traced")
  func sampleSource() async throws {
    let traceLog = TraceLog(isEnabled: true)
    let dependencies = makeDependencies(
      LaunchOptions(storeURL: folder.file(named: "cities.json")), traceLog: traceLog)

    let found = try await dependencies.searchCitiesUseCase.search(for: "berl")
    let report = try await dependencies.showWeatherUseCase.showWeather(for: anyCity())

    #expect(found.first?.name == "Berlin")
    #expect(report.daily.count == 7)
    #expect(
      traceLog.takeEvents().filter { $0.kind == .call }.map(\.message) == [
        "searchCities(\"berl\")", "fetchWeather(52.52, 13.41, 7 days)",
      ])
  }

  private func makeDependencies(
    _ options: LaunchOptions, traceLog: TraceLog = TraceLog()
  ) -> FeatureDependencies {
    FeatureDependencies(options: options, clock: InstantClock(), traceLog: traceLog)
  }
}
