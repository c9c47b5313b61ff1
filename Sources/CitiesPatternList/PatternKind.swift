/// The one list of the presentation patterns the cities feature is built in: the app, the
/// comparison, the conformance stories and every script read it from here, so a new pattern is
/// registered once, and a `switch` over it makes the compiler ask every other place for its case.
public enum PatternKind: String, CaseIterable, Sendable {
  /// Model-View-Presenter.
  case mvp
  /// Clean Swift's View-Interactor-Presenter.
  case vip
  /// Model-View-ViewModel.
  case mvvm
  /// VIPER: View, Interactor, Presenter, Entity, Router.
  case viper
  /// Redux-style unidirectional data flow: state, actions, a reducer, effects and a store.
  case redux

  /// The pattern's name as headers, traces and tables show it.
  public var displayName: String {
    switch self {
    case .mvp: "MVP"
    case .vip: "VIP"
    case .mvvm: "MVVM"
    case .viper: "VIPER"
    case .redux: "Redux"
    }
  }

  /// The pattern named by what a user typed, in any case; `nil` for no pattern.
  public init?(typed: String) { self.init(rawValue: typed.lowercased()) }

  /// What a user may type, as a choice in a sentence, such as "mvp or vip" for two patterns.
  public static var typedChoices: String { spelledOut(allCases.map(\.rawValue), and: "or") }

  /// Every pattern's display name in a sentence, such as "MVP and VIP" for two patterns.
  public static var displayNames: String { spelledOut(allCases.map(\.displayName), and: "and") }

  private static func spelledOut(_ names: [String], and conjunction: String) -> String {
    guard let last = names.last, names.count > 1 else { return names.last ?? "" }
    return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
