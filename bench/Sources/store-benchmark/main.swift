// Times the file store on a list of 10,000 cities (load, add, delete) next to two floors
// (Floors.swift): decoding the same file with `JSONDecoder`, and saving a change to it as safely
// as the store does, with plain Foundation and POSIX calls. Prints medians.
//
//   store-benchmark [REPETITIONS]
import CitiesData
import CitiesDomain
import Foundation

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

func check(_ condition: Bool, _ message: String) {
  guard condition else { fatalError(message) }
}

let repetitions = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 11
let folder = FileManager.default.temporaryDirectory
  .appending(path: "cities-store-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let file = folder.appending(path: "cities.json")

// The 10,000-city store, written by the save floor, so in the store's own format from the start.
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
try Data(#"{"version":1,"cities":[]}"#.utf8).write(to: file)
try saveFloor(file) { $0 = (1...10_000).map(plainCity) }
let gateway = { FileCitiesGateway(fileURL: file) }
check(try await gateway().fetchCities().count == 10_000, "The gateway did not read 10,000 cities.")

let extra = City(id: 20_000, name: "Extra", coordinates: Coordinates(latitude: 1, longitude: 2))
let plainExtra = PlainFile.PlainCity(
  id: 20_000, name: "Extra", region: nil, country: nil, countryCode: nil, latitude: 1,
  longitude: 2, timeZone: nil)
var decodeFloors: [Double] = []
var saveFloors: [Double] = []
var load: [Double] = []
var add: [Double] = []
var delete: [Double] = []
for _ in 0..<repetitions {
  decodeFloors.append(try await milliseconds { _ = try decodeFloor(file) })
  load.append(try await milliseconds { _ = try await gateway().fetchCities() })
  // The floor and the store make the same change to the same file; both must write the same
  // bytes, so neither does less work than the other.
  let before = try Data(contentsOf: file)
  saveFloors.append(try await milliseconds { try saveFloor(file) { $0.append(plainExtra) } })
  let addedByTheFloor = try Data(contentsOf: file)
  delete.append(try await milliseconds { try await gateway().delete(city: extra) })
  check(try Data(contentsOf: file) == before, "The store's delete wrote other bytes.")
  add.append(
    try await milliseconds {
      _ = try await gateway().add(parameters: AddCityParameters(city: extra))
    })
  check(try Data(contentsOf: file) == addedByTheFloor, "The store's add wrote other bytes.")
  saveFloors.append(
    try await milliseconds { try saveFloor(file) { $0.removeAll { $0.id == plainExtra.id } } })
  check(try Data(contentsOf: file) == before, "The floor's delete wrote other bytes.")
}

let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
print("File store, 10,000 cities (\(size / 1024) KiB), median of \(repetitions) runs:")
// "  add            18.12 ms   0.22x the save floor": bench/run reads a figure by its name.
func row(_ name: String, _ milliseconds: Double, _ note: String) {
  let label = name.padding(toLength: 13, withPad: " ", startingAt: 0)
  print("  " + label + String(format: "%8.2f ms", milliseconds) + "   " + note)
}
for (name, values, floor, floorName) in [
  ("load", load, decodeFloors, "decode"), ("add", add, saveFloors, "save"),
  ("delete", delete, saveFloors, "save"),
] {
  let ratio = String(format: "%.2fx", median(values) / median(floor))
  row(name, median(values), "\(ratio) the \(floorName) floor")
}
row("decode-floor", median(decodeFloors), "(Data(contentsOf:) + JSONDecoder)")
row(
  "save-floor", median(saveFloors),
  "(flock; read, JSONDecoder, change, JSONEncoder; a temporary file written, fsync, rename)")
