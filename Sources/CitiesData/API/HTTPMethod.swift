/// The HTTP methods the app sends; reading weather and places needs nothing but `get`.
public enum HTTPMethod: String, Sendable {
  case get = "GET"
}
