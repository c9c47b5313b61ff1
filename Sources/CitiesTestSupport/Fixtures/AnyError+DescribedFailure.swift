import CitiesDomain

// `AnyError` stands for a gateway's failure, so it gives its message as its reason, as the data
// layer's errors do; a test that needs an error without a reason uses one of its own.
extension AnyError: DescribedFailure {
  public var reason: String { description }
}
