// Made by scripts/kata.py from Sources/CitiesData/API/URLSessionAPIClient.swift.

import CitiesData
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An `APIClient` that sends requests with `URLSession` and decodes the JSON answers.
///
/// It is the one place in the data layer that knows `URLSession`, so every failure of the
/// transport, the HTTP status or the body becomes an `APIClientError` here, and only here. It
/// also sets the limits a hostile server could otherwise push: the whole exchange must end within
/// the session's resource timeout, the body may not exceed `bodyLimit`, and redirects are never
/// followed (docs/DECISIONS.md says why).
public struct URLSessionAPIClient: APIClient {
  /// The largest answer body the client reads: 2 MiB.
  ///
  /// It is far above any answer Open-Meteo gives this app, and small enough to hold. Reading stops
  /// there, whatever the server still sends.
  public static let bodyLimit = 2 * 1024 * 1024

  private let baseURL: URL
  private let session: URLSession
  private let clock: any Clock<Duration>

  /// Makes a client for the service at `baseURL`, whose own path (a self-hosted prefix such as
  /// `http://localhost:8080/openmeteo`) comes before every request's path.
  ///
  /// Each request runs in a session of its own made from `session`'s configuration, whose
  /// `timeoutIntervalForResource` bounds the whole exchange, first byte to last, as measured on
  /// `clock`.
  public init(
    baseURL: URL, session: URLSession = .shared, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.baseURL = baseURL
    self.session = session
    self.clock = clock
  }

  public func send<Response: Decodable & Sendable>(
    _ request: APIRequest, decoding responseType: Response.Type
  ) async throws(APIClientError) -> Response {
    let (data, response) = try await load(urlRequest(for: request))
    guard (200..<300).contains(response.statusCode) else {
      throw .httpStatus(
        host: host, code: response.statusCode, reason: ServiceErrorBody.reason(in: data))
    }
    return try decode(responseType, from: data)
  }

  private var host: String { baseURL.serviceName }

  // The resource timeout, when it is a usable number of seconds.
  private var timeLimit: Duration? {
    let seconds = session.configuration.timeoutIntervalForResource
    return seconds > 0 && seconds.isFinite ? .seconds(seconds) : nil
  }

  private func urlRequest(for request: APIRequest) throws(APIClientError) -> URLRequest {
    guard let url = request.url(relativeTo: baseURL),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else {
      throw .invalidAddress(host: host, path: request.path)
    }
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    return urlRequest
  }

  private func load(_ urlRequest: URLRequest) async throws(APIClientError) -> HTTPExchange.Answer {
    let (host, configuration) = (host, session.configuration)
    return try await withTimeLimit(timeLimit, on: clock, host: host) {
      () async throws(APIClientError) -> HTTPExchange.Answer in
      try await HTTPExchange(host: host, bodyLimit: Self.bodyLimit)
        .run(urlRequest, configuration: configuration)
    }
  }

  private func decode<Response: Decodable>(
    _ responseType: Response.Type, from data: Data
  ) throws(APIClientError) -> Response {
    do {
      return try JSONDecoder().decode(responseType, from: data)
    } catch let error as DecodingError {
      throw APIClientError(error, host: host)
    } catch {
      throw .decoding(host: host, field: "(root)", problem: "unreadable")
    }
  }
}
