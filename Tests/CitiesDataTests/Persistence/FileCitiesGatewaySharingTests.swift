import CitiesData
import CitiesDomain
import CitiesTestSupport
import Foundation
import Testing

/// Two gateways on one file stand for two apps on one store: each is its own actor, so only the
/// lock beside the file keeps their saves apart.
@Suite("Two file gateways on one store", .timeLimit(.minutes(1)), .endsRunWhenHung)
struct FileCitiesGatewaySharingTests {
  private let folder: TemporaryDirectory
  private let storeURL: URL

  init() throws {
    folder = try TemporaryDirectory()
    storeURL = folder.file(named: "cities.json")
  }

  @Test("Two gateways adding different cities at the same moment lose none of them")
  func concurrentAddsFromTwoGateways() async throws {
    let first = FileCitiesGateway(fileURL: storeURL)
    let second = FileCitiesGateway(fileURL: storeURL)

    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 1...40 {
        let gateway = number.isMultiple(of: 2) ? first : second
        group.addTask {
          _ = try await gateway.add(parameters: AddCityParameters(city: city(number: number)))
        }
      }
      try await group.waitForAll()
    }

    let saved = try await FileCitiesGateway(fileURL: storeURL).fetchCities()
    #expect(Set(saved.map(\.id)) == Set(1...40))
    #expect(saved.count == 40)
  }

  @Test("A delete through one gateway and adds through another both take effect")
  func deleteAndAddFromTwoGateways() async throws {
    let first = FileCitiesGateway(fileURL: storeURL)
    let second = FileCitiesGateway(fileURL: storeURL)
    for number in 1...10 {
      _ = try await first.add(parameters: AddCityParameters(city: city(number: number)))
    }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 1...10 {
        group.addTask { try await first.delete(city: city(number: number)) }
        group.addTask {
          _ = try await second.add(parameters: AddCityParameters(city: city(number: number + 100)))
        }
      }
      try await group.waitForAll()
    }

    let saved = try await FileCitiesGateway(fileURL: storeURL).fetchCities()
    #expect(Set(saved.map(\.id)) == Set(101...110))
  }
}
