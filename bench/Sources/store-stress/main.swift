// Saves to a cities store in a loop, so that a script can kill it at any moment and then check
// that the file holds one whole list: the one before the save or the one after.
//
//   store-stress save FILE          alternate forever between the lists [A] and [A, B]
//   store-stress add FILE FIRST N   add the N cities with ids FIRST … FIRST+N-1, then stop
//   store-stress check FILE         exit 0 if FILE reads as [A] or [A, B] (or is missing), else 1
//   store-stress count FILE FIRST N print how many of the cities with ids FIRST … FIRST+N-1 are saved
import CitiesData
import CitiesDomain
import Foundation

func city(_ id: Int, _ name: String) -> City {
  City(id: id, name: name, coordinates: Coordinates(latitude: 1, longitude: 2))
}

let first = city(1, "Anchor")
let second = city(2, "Swinging")

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())

func idRange() -> ClosedRange<Int> {
  guard arguments.count == 4, let first = Int(arguments[2]), let count = Int(arguments[3]),
    count > 0
  else { fail("expected FILE FIRST N") }
  return first...(first + count - 1)
}
guard let command = arguments.first, arguments.count >= 2 else {
  fail("usage: store-stress save|add|check|count FILE [FIRST N]")
}
let store = FileCitiesGateway(fileURL: URL(fileURLWithPath: arguments[1]))

switch command {
case "save":
  if try await store.fetchCities().isEmpty {
    _ = try await store.add(parameters: AddCityParameters(city: first))
  }
  while true {
    _ = try? await store.add(parameters: AddCityParameters(city: second))
    try? await store.delete(city: second)
  }
case "add":
  let ids = idRange()
  for id in ids {
    _ = try await store.add(parameters: AddCityParameters(city: city(id, "City \(id)")))
  }
case "check":
  do {
    let names = try await store.fetchCities().map(\.name)
    guard names == [first.name] || names == [first.name, second.name] || names.isEmpty else {
      fail("unexpected list: \(names)")
    }
  } catch {
    fail("unreadable store: \(error)")
  }
case "count":
  let ids = idRange()
  print(try await store.fetchCities().filter { ids.contains($0.id) }.count)
default:
  fail("unknown command \(command)")
}
