// Made by scripts/kata.py from Sources/CitiesData/API/APIRequest+URL.swift.

import CitiesData
import Foundation

extension APIRequest {
  /// The full address of this request on the service at `baseURL`, or `nil` if none can be made.
  func url(relativeTo baseURL: URL) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      return nil
    }
    // Appending, rather than resolving the path against the base URL, keeps a self-hosted
    // prefix such as "/openmeteo"; dropping a trailing slash avoids "//" between the two.
    let basePath =
      components.path.hasSuffix("/") ? components.path.dropLast() : components.path[...]
    components.path = basePath + path
    components.queryItems = queryItems.isEmpty ? nil : queryItems
    // URLComponents leaves "+" as it is, but servers read a "+" in a query as a space.
    components.percentEncodedQuery = components.percentEncodedQuery?
      .replacingOccurrences(of: "+", with: "%2B")
    return components.url
  }
}
