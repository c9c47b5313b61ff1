import CitiesDomain

// Each case already reads as one line that names the service's host: that line is the reason
// every pattern puts into its failure message.
extension APIClientError: DescribedFailure {
  public var reason: String { description }
}
