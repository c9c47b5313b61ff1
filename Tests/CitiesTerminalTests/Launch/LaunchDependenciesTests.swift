import CitiesData
import CitiesDomain
import CitiesTerminalKit
import CitiesTestSupport
import Foundation
import Testing

@testable import CitiesApp

@Suite("The gateways of a launch and of a comparison", .timeLimit(.minutes(1)), .endsRunWhenHung)
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
    let traceLog = TraceLog()
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

  @Test("Every pattern of a comparison starts on its own saved list, seeded with the same cities")
  func freshComparisonStores() async throws {
    let first = try comparisonDependencies()
    let second = try comparisonDependencies()

    _ = try await first.addCityUseCase.add(parameters: AddCityParameters(city: anyCity()))
    let firstList = try await first.displayCitiesUseCase.displayCities()
    let secondList = try await second.displayCitiesUseCase.displayCities()

    #expect(secondList.map(\.name) == ["London", "Paris"])
    #expect(firstList.map(\.name) == ["London", "Paris", anyCity().name])
  }

  private func makeDependencies(
    _ options: LaunchOptions, traceLog: TraceLog? = nil
  ) -> FeatureDependencies {
    .launch(options, clock: InstantClock(), traceLog: traceLog)
  }

  private func comparisonDependencies() throws -> FeatureDependencies {
    .comparison(
      seed: CitiesComposition.comparisonSeed,
      today: try #require(CalendarDay(year: 2026, month: 11, day: 26)), traceLog: nil)
  }
}
