/// One of the three presentation patterns the app can run the cities feature with.
public enum PatternKind: String, CaseIterable, Sendable {
  /// Model-View-Presenter.
  case mvp
  /// Clean Swift's View-Interactor-Presenter.
  case vip
  /// Model-View-ViewModel.
  case mvvm

  /// The pattern's name as the header and the traces show it: "MVP", "VIP" or "MVVM".
  public var displayName: String { rawValue.uppercased() }

  /// The pattern named by what a user typed, in any case; `nil` for no pattern.
  public init?(typed: String) { self.init(rawValue: typed.lowercased()) }
}
