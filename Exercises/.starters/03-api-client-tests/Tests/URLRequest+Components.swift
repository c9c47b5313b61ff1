// Made by scripts/kata.py from Tests/CitiesDataTests/Support/URLRequest+Components.swift.

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLRequest {
  /// The request's URL taken apart, for checking its path and query.
  var urlComponents: URLComponents? {
    url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
  }
}
