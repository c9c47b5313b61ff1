// Times the file store on a list of 10,000 cities (load, add, delete) next to the floor: reading
// the same file with `Data(contentsOf:)` and decoding it with `JSONDecoder`. Prints medians.
//
//   store-benchmark [REPETITIONS]
import CitiesData
import CitiesDomain
import Foundation

/// The file's shape, decoded directly: what any JSON store must at least do to load.
struct PlainFile: Codable {
  struct PlainCity: Codable {
    let id: Int
    let name: String
    let region: String?
    let country: String?
    let countryCode: String?
    let latitude: Double
    let longitude: Double
    let timeZone: String?
  }

  let version: Int
  let cities: [PlainCity]
}

func plainCity(_ id: Int) -> PlainFile.PlainCity {
  PlainFile.PlainCity(
    id: id, name: "City \(id)", region: "Region \(id % 50)", country: "Country \(id % 200)",
    countryCode: "XX", latitude: Double(id % 180) - 90, longitude: 10, timeZone: "Europe/Berlin")
}

func milliseconds(_ work: () async throws -> Void) async rethrows -> Double {
  let clock = ContinuousClock()
  let elapsed = try await clock.measure { try await work() }
  return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

let repetitions = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 11
let folder = FileManager.default.temporaryDirectory
  .appending(path: "cities-store-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let file = folder.appending(path: "cities.json")

// Write the 10,000-city store once in the gateway's format, then check the gateway reads it all.
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
try JSONEncoder().encode(PlainFile(version: 1, cities: (1...10_000).map(plainCity))).write(to: file)
guard try await FileCitiesGateway(fileURL: file).fetchCities().count == 10_000 else {
  fatalError("The gateway did not read the 10,000 cities the benchmark wrote.")
}

var floor: [Double] = []
var load: [Double] = []
var add: [Double] = []
var delete: [Double] = []
for _ in 0..<repetitions {
  floor.append(
    try await milliseconds {
      let data = try Data(contentsOf: file)
      _ = try JSONDecoder().decode(PlainFile.self, from: data)
    })
  load.append(
    try await milliseconds { _ = try await FileCitiesGateway(fileURL: file).fetchCities() })
  let extra = City(id: 20_000, name: "Extra", coordinates: Coordinates(latitude: 1, longitude: 2))
  add.append(
    try await milliseconds {
      _ = try await FileCitiesGateway(fileURL: file).add(parameters: AddCityParameters(city: extra))
    })
  delete.append(
    try await milliseconds { try await FileCitiesGateway(fileURL: file).delete(city: extra) })
}

let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
print("File store, 10,000 cities (\(size / 1024) KiB), median of \(repetitions) runs:")
for (name, values) in [("load", load), ("add", add), ("delete", delete)] {
  let ratio = median(values) / median(floor)
  print(
    "  \(name.padding(toLength: 7, withPad: " ", startingAt: 0))"
      + String(format: "%8.2f ms   %.2fx the floor", median(values), ratio))
}
print(String(format: "  floor  %8.2f ms   (Data(contentsOf:) + JSONDecoder)", median(floor)))
