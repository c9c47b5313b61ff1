extension PatternKind {
  /// The role that calls the domain's use cases in this pattern: MVP's presenter, VIP's
  /// interactor, MVVM's view model.
  public var useCaseCaller: TraceRole {
    switch self {
    case .mvp: .presenter
    case .vip: .interactor
    case .mvvm: .viewModel
    }
  }
}
