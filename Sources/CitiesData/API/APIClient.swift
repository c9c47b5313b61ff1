/// Sends requests to one web service and decodes its JSON answers.
///
/// Gateways depend on this role rather than on `URLSession`, so every way a call can fail reaches
/// them already sorted into the few cases of `APIClientError`.
public protocol APIClient: Sendable {
  /// Sends the request and decodes the answer's body as `responseType`.
  func send<Response: Decodable & Sendable>(
    _ request: APIRequest, decoding responseType: Response.Type
  ) async throws(APIClientError) -> Response
}
