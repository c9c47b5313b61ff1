import CitiesData
import Testing

/// One failure of the data layer and the one line a person reads for it.
struct DataLayerMessage: Sendable, CustomTestStringConvertible {
  let error: any Error & CustomStringConvertible & Sendable
  let line: String

  var testDescription: String { line }

  /// Every way a call to the weather service can fail.
  static let network: [DataLayerMessage] = [
    DataLayerMessage(
      error: APIClientError.offline(host: "api.open-meteo.com"),
      line: "You appear to be offline: api.open-meteo.com cannot be reached."),
    DataLayerMessage(
      error: APIClientError.hostNotFound(host: "no-such-host.invalid"),
      line: "Could not find no-such-host.invalid: check the address and the connection."),
    DataLayerMessage(
      error: APIClientError.cannotConnect(host: "127.0.0.1:1"),
      line: "Could not connect to 127.0.0.1:1."),
    DataLayerMessage(
      error: APIClientError.connectionLost(host: "127.0.0.1:8080"),
      line: "The connection to 127.0.0.1:8080 broke before the answer was complete."),
    DataLayerMessage(
      error: APIClientError.insecureConnection(host: "api.open-meteo.com"),
      line: "Could not set up a secure connection to api.open-meteo.com."),
    DataLayerMessage(
      error: APIClientError.timedOut(host: "api.open-meteo.com"),
      line: "The weather service at api.open-meteo.com took too long to answer."),
    DataLayerMessage(
      error: APIClientError.cancelled(host: "api.open-meteo.com"),
      line: "The request to api.open-meteo.com was cancelled."),
    DataLayerMessage(
      error: APIClientError.redirectRefused(
        host: "127.0.0.1:8080", location: "http://127.0.0.1:1/v1/search"),
      line: "The weather service at 127.0.0.1:8080 redirected to http://127.0.0.1:1/v1/search,"
        + " and this app follows no redirects."),
    DataLayerMessage(
      error: APIClientError.bodyTooLarge(host: "127.0.0.1:8080", limit: 2 * 1024 * 1024),
      line: "The weather service at 127.0.0.1:8080 sent an answer over 2 MiB; it was not read."),
    DataLayerMessage(
      error: APIClientError.httpStatus(
        host: "api.open-meteo.com", code: 400,
        reason: "Parameter count must be between 1 and 100."),
      line: "The weather service at api.open-meteo.com answered 400:"
        + " Parameter count must be between 1 and 100."),
    DataLayerMessage(
      error: APIClientError.httpStatus(
        host: "api.open-meteo.com", code: 429, reason: "Too many\nrequests"),
      line: "The weather service at api.open-meteo.com answered 429: Too many requests."),
    DataLayerMessage(
      error: APIClientError.httpStatus(host: "api.open-meteo.com", code: 503, reason: nil),
      line: "The weather service at api.open-meteo.com answered 503."),
    DataLayerMessage(
      error: APIClientError.invalidResponse(host: "127.0.0.1:8080"),
      line: "The weather service at 127.0.0.1:8080 sent an answer that is not HTTP."),
    DataLayerMessage(
      error: APIClientError.invalidAddress(host: "127.0.0.1:8080", path: "/v1/search"),
      line: "No valid address for /v1/search on 127.0.0.1:8080."),
    DataLayerMessage(
      error: APIClientError.transport(host: "api.open-meteo.com", code: -1011),
      line: "Could not talk to api.open-meteo.com (network error -1011)."),
    DataLayerMessage(
      error: APIClientError.decoding(
        host: "api.open-meteo.com", field: "results[0].latitude", problem: "missing"),
      line: "The weather service at api.open-meteo.com sent data this app cannot read"
        + " (results[0].latitude: missing)."),
  ]

  /// Every way the file of saved cities can fail.
  static let file: [DataLayerMessage] =
    [
      DataLayerMessage(
        error: FileCitiesGatewayError.corrupted(path: path, reason: "it is not valid JSON"),
        line: "The saved cities at \(path) are not in a format this app reads:"
          + " it is not valid JSON."),
      DataLayerMessage(
        error: FileCitiesGatewayError.notAFile(path: "/dev/null", kind: .device),
        line: "The saved cities at /dev/null cannot be used: it is a device, not a regular file."),
      DataLayerMessage(
        error: FileCitiesGatewayError.notAFile(path: path, kind: .folder),
        line: "The saved cities at \(path) cannot be used: it is a folder, not a regular file."),
      DataLayerMessage(
        error: FileCitiesGatewayError.notAFile(path: path, kind: .pipe),
        line: "The saved cities at \(path) cannot be used: it is a named pipe,"
          + " not a regular file."),
      DataLayerMessage(
        error: FileCitiesGatewayError.notAFile(path: path, kind: .socket),
        line: "The saved cities at \(path) cannot be used: it is a socket, not a regular file."),
      DataLayerMessage(
        error: FileCitiesGatewayError.notAFile(path: path, kind: .other),
        line: "The saved cities at \(path) cannot be used: it is a special file,"
          + " not a regular file."),
      DataLayerMessage(
        error: FileCitiesGatewayError.tooLarge(path: path, limit: 16 * 1024 * 1024),
        line: "The saved cities at \(path) are over 16 MiB, more than this app reads."),
    ]
    + problems.map { problem, words in
      DataLayerMessage(
        error: FileCitiesGatewayError.unreadable(path: path, problem: problem),
        line: "Could not read the saved cities at \(path): \(words).")
    }
    + problems.map { problem, words in
      DataLayerMessage(
        error: FileCitiesGatewayError.unwritable(path: path, problem: problem),
        line: "Could not save the cities to \(path): \(words).")
    }

  private static let path = "/home/alice/.local/share/cities-kata/cities.json"

  private static let problems: [(FileProblem, String)] = [
    (.permissionDenied, "permission denied"),
    (.folderMissing, "a folder on its path is missing"),
    (.folderIsAFile, "something on its path is a file, not a folder"),
    (.diskFull, "the disk is full"),
    (.readOnlyDisk, "the disk is read-only"),
    (.pathTooLong, "the path is too long"),
    (.tooManySymbolicLinks, "its path goes through too many symbolic links"),
    (.inputOutputError, "the disk reported an input/output error"),
    (.other(code: 71), "error code 71"),
  ]
}
