// Made by scripts/kata.py from Sources/CitiesData/API/APIClientError+URLError.swift.

import CitiesData
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClientError {
  /// Sorts a `URLSession` failure on the way to `host` into the cases the app tells apart, in
  /// words of its own: the system's descriptions differ between Linux and Apple platforms, and
  /// quote the whole address, user name and password included.
  init(_ error: URLError, host: String) {
    switch error.code {
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
      self = .offline(host: host)
    case .cannotFindHost, .dnsLookupFailed:
      self = .hostNotFound(host: host)
    case .cannotConnectToHost:
      self = .cannotConnect(host: host)
    case .networkConnectionLost:
      self = .connectionLost(host: host)
    case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
      .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid,
      .clientCertificateRejected, .clientCertificateRequired:
      self = .insecureConnection(host: host)
    case .timedOut:
      self = .timedOut(host: host)
    case .cancelled, .userCancelledAuthentication:
      self = .cancelled(host: host)
    // Linux reports an answer that is not HTTP at all ("HTTP/0.9") as an unsupported URL; the
    // client has checked the scheme before sending, so that is what it means here.
    case .badServerResponse, .cannotParseResponse, .unsupportedURL:
      self = .invalidResponse(host: host)
    default:
      self = .transport(host: host, code: error.code.rawValue)
    }
  }
}
