import CitiesDomain
import Foundation

/// The failures of an iOS app's own weather gateway that a person can act on.
///
/// Each gives its reason in the user's language, which every presenter and view model shows whole.
enum WeatherServiceError: DescribedFailure {
  case offline
  case timedOut
  case unreadableAnswer

  var reason: String {
    switch self {
    case .offline:
      NSLocalizedString("You appear to be offline.", comment: "No network")
    case .timedOut:
      NSLocalizedString("The weather service took too long to answer.", comment: "Timeout")
    case .unreadableAnswer:
      NSLocalizedString("The weather service's answer could not be read.", comment: "Bad data")
    }
  }

  /// Sorts what `URLSession` or `JSONDecoder` threw, in the gateway's `catch`.
  ///
  /// Anything else goes on as it is, and reads `FailureWords.unknownReason` on screen, never its
  /// domain, code or coding path.
  static func sorting(_ error: any Error) -> any Error {
    switch error {
    case let error as URLError where error.code == .notConnectedToInternet: Self.offline
    case let error as URLError where error.code == .timedOut: Self.timedOut
    case is DecodingError: Self.unreadableAnswer
    default: error
    }
  }
}
