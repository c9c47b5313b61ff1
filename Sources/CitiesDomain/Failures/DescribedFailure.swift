/// A failure that can say why it happened, in one sentence a person can read.
///
/// The gateways' errors adopt it; the domain only asks for the reason and holds no words itself.
public protocol DescribedFailure: Error {
  /// Why the call failed, as one readable sentence that is safe to show to the user.
  var reason: String { get }
}
