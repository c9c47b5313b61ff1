/// The HTTP methods the app sends; reading weather and places needs nothing but `get`.
public enum HTTPMethod: String, Sendable {
  /// Reads a resource without changing it.
  case get = "GET"
}
