// Puts the weather client against a hostile server on 127.0.0.1 and reports how it copes, for
// docs/RELIABILITY.md. `bench/api-limits` runs each case under /usr/bin/time for the peak memory.
//
//   api-limits flood [REQUESTS]       bodies without end: each is refused once 2 MiB have arrived
//   api-limits trickle SECONDS        one byte every 100 ms, against a time limit of SECONDS
//   api-limits redirect-flood SECONDS a redirect whose body has no end, against a time limit
//   api-limits serve-flood SECONDS    serves bodies without end for SECONDS, printing the address
//                                     first, so the app itself can be measured against it
import CitiesData
import CitiesNetworkTestSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The shape the client is asked for; no hostile answer ever gets as far as decoding it.
struct Places: Decodable, Sendable {
  let results: [String]
}

/// Sends one search to `server` with the given time limit and prints how it ended and when.
func search(on server: LoopbackHTTPServer, timeLimit: TimeInterval) async {
  let configuration = URLSessionConfiguration.ephemeral
  configuration.timeoutIntervalForResource = timeLimit
  let client = URLSessionAPIClient(
    baseURL: server.baseURL, session: URLSession(configuration: configuration))
  let start = ContinuousClock.now
  do {
    _ = try await client.send(APIRequest(path: "/v1/search"), decoding: Places.self)
    print("answered (unexpected)")
  } catch {
    let elapsed = ContinuousClock.now - start
    let milliseconds =
      elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    print("\(error) [after \(milliseconds) ms]")
  }
}

let arguments = CommandLine.arguments.dropFirst()
let endless = BodyDelivery.endless(maximumBytes: 1 << 40)
switch arguments.first {
case "flood":
  let requests = arguments.dropFirst().first.flatMap { Int($0) } ?? 5
  let server = try LoopbackHTTPServer(answers: [
    "/v1/search": ScriptedHTTPAnswer(status: 200, delivery: endless)
  ])
  for _ in 1...requests {
    await search(on: server, timeLimit: 60)
  }
case "trickle":
  let seconds = arguments.dropFirst().first.flatMap { TimeInterval($0) } ?? 3
  let body = Data(repeating: UInt8(ascii: " "), count: 100_000)
  let server = try LoopbackHTTPServer(answers: [
    "/v1/search": ScriptedHTTPAnswer(
      status: 200, body: body, delivery: .trickled(interval: .milliseconds(100)))
  ])
  await search(on: server, timeLimit: seconds)
case "redirect-flood":
  let seconds = arguments.dropFirst().first.flatMap { TimeInterval($0) } ?? 3
  let server = try LoopbackHTTPServer(answers: [
    "/v1/search": ScriptedHTTPAnswer(
      status: 302, headers: ["Location": "/elsewhere"], delivery: endless)
  ])
  await search(on: server, timeLimit: seconds)
  // Linux's URLSession goes on reading such a body after the client has given up; waiting for
  // the server to stop would wait for that, so the run ends here.
  exit(0)
case "serve-flood":
  let seconds = arguments.dropFirst().first.flatMap { Double($0) } ?? 30
  let server = try LoopbackHTTPServer(answers: [
    "/v1/search": ScriptedHTTPAnswer(status: 200, delivery: endless),
    "/v1/forecast": ScriptedHTTPAnswer(status: 200, delivery: endless),
  ])
  // Written straight to the descriptor, so a script reading the pipe gets it at once.
  FileHandle.standardOutput.write(Data((server.baseURL.absoluteString + "\n").utf8))
  try await Task.sleep(for: .seconds(seconds))
  exit(0)
default:
  print(
    "usage: api-limits flood [REQUESTS] | trickle SECONDS | redirect-flood SECONDS"
      + " | serve-flood SECONDS")
  exit(2)
}
