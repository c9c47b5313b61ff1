// Made by scripts/kata.py from Sources/CitiesData/API/URLSessionAPIClient.swift.

import CitiesData
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An `APIClient` that sends requests with `URLSession` and decodes the JSON answers.
///
/// It is the one place in the data layer that knows `URLSession`, so every failure of the
/// transport, the HTTP status or the body becomes an `APIClientError` here, and only here.
public struct URLSessionAPIClient: APIClient {
  private let baseURL: URL
  private let session: URLSession

  /// Makes a client for the service at `baseURL`, whose own path (a self-hosted prefix such as
  /// `http://localhost:8080/openmeteo`) comes before every request's path.
  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func send<Response: Decodable & Sendable>(
    _ request: APIRequest, decoding responseType: Response.Type
  ) async throws(APIClientError) -> Response {
    let (data, response) = try await load(urlRequest(for: request))
    guard let httpResponse = response as? HTTPURLResponse else { throw .invalidResponse }
    guard (200..<300).contains(httpResponse.statusCode) else {
      throw .httpStatus(code: httpResponse.statusCode, reason: ServiceErrorBody.reason(in: data))
    }
    return try decode(responseType, from: data)
  }

  private func urlRequest(for request: APIRequest) throws(APIClientError) -> URLRequest {
    guard let url = request.url(relativeTo: baseURL) else {
      throw .transport(description: "No valid address for \(request.path) on \(baseURL).")
    }
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    return urlRequest
  }

  private func load(_ urlRequest: URLRequest) async throws(APIClientError) -> (Data, URLResponse) {
    do {
      return try await session.data(for: urlRequest)
    } catch let error as URLError {
      throw APIClientError(error)
    } catch is CancellationError {
      throw .cancelled
    } catch {
      throw .transport(description: error.localizedDescription)
    }
  }

  private func decode<Response: Decodable>(
    _ responseType: Response.Type, from data: Data
  ) throws(APIClientError) -> Response {
    do {
      return try JSONDecoder().decode(responseType, from: data)
    } catch let error as DecodingError {
      throw APIClientError(error)
    } catch {
      throw .decoding(field: "(root)", problem: error.localizedDescription)
    }
  }
}
