/// A shell built on one pattern from the session's dependencies, as all three shells are, so that
/// the factory can make any of them in one way.
@MainActor
protocol PatternShell: FeatureShell {
  init(dependencies: FeatureDependencies)
}

extension MVPShell: PatternShell {}
extension VIPShell: PatternShell {}
extension MVVMShell: PatternShell {}
