import CitiesDomain

/// A failure an effect caught, kept as a value so that an action can carry it and a test can
/// compare it: a refusal of the domain, whole, or a failure by the reason it gives.
public enum EffectFailure: Error, Equatable, Sendable {
  /// The domain refused to add the city.
  case addRefused(AddCityError)
  /// The domain refused to search for the text.
  case searchRefused(SearchCitiesError)
  /// Anything else, by its reason; `nil` for an error that gives none.
  case failed(reason: String?)

  /// The failure of an error an effect caught.
  public init(_ error: any Error) {
    switch error {
    case let refusal as AddCityError: self = .addRefused(refusal)
    case let refusal as SearchCitiesError: self = .searchRefused(refusal)
    case let failure as any DescribedFailure: self = .failed(reason: failure.reason)
    default: self = .failed(reason: nil)
    }
  }

  /// The failure as an error again, for the shared words, which read a refusal or a reason from one.
  public var error: any Error {
    switch self {
    case .addRefused(let refusal): refusal
    case .searchRefused(let refusal): refusal
    case .failed(let reason?): StatedFailure(reason: reason)
    case .failed(nil): self
    }
  }

  /// The reason a message gives for the failure; a refusal is never worded as one, so it has
  /// none of its own and reads as an unknown failure if a scene ever words it so.
  public func reason(or unknownReason: String) -> String {
    guard case .failed(let reason?) = self else { return unknownReason }
    return reason
  }
}

/// A failure that gives the reason an effect caught with it.
private struct StatedFailure: DescribedFailure {
  let reason: String
}
