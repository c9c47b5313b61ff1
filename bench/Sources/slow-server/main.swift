// A minimal reproduction, apart from the app: one request with URLSession to a server that accepts
// the connection and never answers, for a fixed time, then the process's own CPU time. `bash
// bench/slow-server` runs it against such a server; docs/RELIABILITY.md has its figures.
// Usage: slow-server URL SECONDS [async | completion | delegate]
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A delegate that takes the answer piece by piece, as the app's `HTTPExchange` does.
final class Reader: NSObject, URLSessionDataDelegate {}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let url = URL(string: arguments[1]), let seconds = Double(arguments[2])
else {
  let usage = "usage: slow-server URL SECONDS [async | completion | delegate]\n"
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
let way = arguments.count > 3 ? arguments[3] : "async"
let configuration = URLSessionConfiguration.ephemeral
configuration.timeoutIntervalForRequest = seconds * 2
configuration.timeoutIntervalForResource = seconds * 2

switch way {
case "completion":
  URLSession(configuration: configuration).dataTask(with: url) { _, _, _ in }.resume()
case "delegate":
  URLSession(configuration: configuration, delegate: Reader(), delegateQueue: nil)
    .dataTask(with: url).resume()
default:
  Task.detached { _ = try? await URLSession(configuration: configuration).data(from: url) }
}
Thread.sleep(forTimeInterval: seconds)

var cpu = timespec()
clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
let cpuSeconds = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1_000_000_000
print(String(format: "%@: %.2f s of CPU in %.0f s of waiting", way, cpuSeconds, seconds))
