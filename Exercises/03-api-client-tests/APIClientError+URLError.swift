// Made by scripts/kata.py from Sources/CitiesData/API/APIClientError+URLError.swift.

import CitiesData
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClientError {
  /// Sorts a `URLSession` failure into the few cases the app tells apart.
  init(_ error: URLError) {
    switch error.code {
    // A host that cannot be found or reached almost always means the device is offline, and
    // "You appear to be offline" is the message that helps the user most.
    case .notConnectedToInternet, .networkConnectionLost, .cannotFindHost, .cannotConnectToHost,
      .dnsLookupFailed:
      self = .offline
    case .timedOut:
      self = .timedOut
    case .cancelled:
      self = .cancelled
    default:
      self = .transport(description: error.localizedDescription)
    }
  }
}
