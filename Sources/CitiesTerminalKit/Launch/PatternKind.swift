/// One of the presentation patterns the app can run the cities feature with; every list of them
/// the toolkit prints is read from here, so a new pattern registers in one place.
public enum PatternKind: String, CaseIterable, Sendable {
  /// Model-View-Presenter.
  case mvp
  /// Clean Swift's View-Interactor-Presenter.
  case vip
  /// Model-View-ViewModel.
  case mvvm
  /// VIPER: View, Interactor, Presenter, Entity, Router.
  case viper

  /// The pattern's name as the header and the traces show it: "MVP", "VIP", "MVVM" or "VIPER".
  public var displayName: String { rawValue.uppercased() }

  /// The pattern named by what a user typed, in any case; `nil` for no pattern.
  public init?(typed: String) { self.init(rawValue: typed.lowercased()) }

  /// What a user may type, as a choice in a sentence: "mvp, vip or mvvm".
  public static var typedChoices: String { spelledOut(allCases.map(\.rawValue), and: "or") }

  /// Every pattern's display name, in a sentence: "MVP, VIP and MVVM".
  public static var displayNames: String { spelledOut(allCases.map(\.displayName), and: "and") }

  private static func spelledOut(_ names: [String], and conjunction: String) -> String {
    guard let last = names.last, names.count > 1 else { return names.last ?? "" }
    return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
