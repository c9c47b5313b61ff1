import CitiesTestSupport
import Foundation

/// A tiny HTTP server on 127.0.0.1 that answers from a script, so a test can send the real
/// `URLSession` path every fault a web service can produce, without leaving the machine.
///
/// Each server listens on a port the kernel picks and stops when the test drops it (or calls
/// `stop()`), so tests that run in parallel each have their own.
public final class LoopbackHTTPServer: Sendable {
  /// The server's address, such as `http://127.0.0.1:54321`.
  public let baseURL: URL

  private let socket: ListeningSocket
  private let connection: ScriptedConnection
  private let isStopped = LockedValue(false)
  // The accepting thread and every connection being served, so `stop()` can wait for all.
  private let running = RunningThreads()

  /// Starts a server that answers each path (such as "/v1/search") as scripted, and any other
  /// path with 404.
  public init(answers: [String: ScriptedHTTPAnswer]) throws(LoopbackServerError) {
    connection = try ScriptedConnection(answers: answers)
    socket = try ListeningSocket()
    guard let baseURL = URL(string: "http://127.0.0.1:\(socket.port)") else {
      preconditionFailure("An IPv4 address and a port always make a valid URL.")
    }
    self.baseURL = baseURL
    startAccepting()
  }

  deinit {
    stop()
  }

  /// The request line of every request received so far, oldest first, such as
  /// `GET /v1/search?name=ber HTTP/1.1`.
  public var requestLines: [String] {
    connection.requestLines.withLock { $0 }
  }

  /// Lets every held answer go, now and from now on.
  public func releaseHeldAnswers() {
    connection.releasing.raise()
  }

  /// Stops accepting, drops held connections unanswered, and returns once every thread of the
  /// server has finished.
  ///
  /// Stopping twice changes nothing.
  public func stop() {
    let wasStopped = isStopped.withLock { isStopped in
      defer { isStopped = true }
      return isStopped
    }
    guard !wasStopped else { return }
    connection.stopping.raise()
    running.waitForAll()
    socket.descriptor.close()
  }

  // Threads of its own rather than Dispatch or tasks: a held answer blocks its thread, and
  // blocking the threads that Swift concurrency runs on could stall the tests themselves.
  private func startAccepting() {
    let (socket, connection, running) = (socket, connection, running)
    running.enter()
    Thread {
      while let accepted = socket.accept(unless: connection.stopping) {
        running.enter()
        Thread {
          connection.serve(accepted)
          running.leave()
        }.start()
      }
      running.leave()
    }.start()
  }
}
