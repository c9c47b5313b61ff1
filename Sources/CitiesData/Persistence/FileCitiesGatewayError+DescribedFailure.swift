import CitiesDomain

// Each case already reads as one line that names the file: that line is the reason every pattern
// puts into its failure message.
extension FileCitiesGatewayError: DescribedFailure {
  public var reason: String { description }
}
