// Part of the SwiftUI stand-in (see SwiftUI.swift): the views the screen uses.

/// Stands in for SwiftUI's `Text`.
public struct Text: PrimitiveView {
  /// Stands in for text shown verbatim.
  public init<S: StringProtocol>(_ content: S) {}
}

/// Stands in for SwiftUI's `ProgressView`.
public struct ProgressView: PrimitiveView {
  /// Stands in for the indeterminate spinner.
  public init() {}
}

/// Stands in for SwiftUI's `VStack`.
public struct VStack<Content: View>: PrimitiveView {
  /// Stands in for the initialiser.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// Stands in for SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Sendable {
  /// Stands in for the leading edge.
  public static let leading = HorizontalAlignment()
  /// Stands in for the centre.
  public static let center = HorizontalAlignment()
}

/// Stands in for SwiftUI's `List`.
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {}

extension List where SelectionValue == Never {
  /// Stands in for a list without selection.
  public init(@ViewBuilder content: () -> Content) {}
}

/// Stands in for SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
  /// Stands in for the swipe to delete of the rows (a `DynamicViewContent` modifier in SwiftUI).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedView { ModifiedView() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Stands in for one view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// Stands in for SwiftUI's `Button`.
public struct Button<Label: View>: PrimitiveView {
  /// Stands in for a button with a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
  /// Stands in for a button titled with a string.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}

  /// Stands in for a button titled with a string and a symbol (iOS 14; its label is a `Label`).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
}

/// Stands in for SwiftUI's `ContentUnavailableView` (iOS 17).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  PrimitiveView
{}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
  /// Stands in for the initialiser with a label only.
  public init(@ViewBuilder label: () -> Label) {}
}

extension ContentUnavailableView where Description == EmptyView {
  /// Stands in for the initialiser with a label and actions.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {}
}

/// Stands in for SwiftUI's `NavigationStack` (iOS 16).
public struct NavigationStack<Data, Root: View>: PrimitiveView {
  /// Stands in for a stack driven by a path of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}

  /// Stands in for a stack whose screens the views above its root push themselves.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

/// Stands in for SwiftUI's `NavigationPath`, the path of a stack that keeps its own.
public struct NavigationPath {}
