// Part of the SwiftUI stand-in (see SwiftUI.swift): the modifiers the screen uses.

/// Stands in for SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// Stands in for SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {
  /// Stands in for the second level of the hierarchy.
  public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// Stands in for the second level of the hierarchy.
  public static var secondary: HierarchicalShapeStyle { .secondary }
}

extension View {
  /// Stands in for the foreground style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedView() }

  /// Stands in for the navigation bar's title.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedView() }

  /// Stands in for the toolbar's items.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ModifiedView()
  }

  /// Stands in for the task that runs while the view is on screen (iOS 15).
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    ModifiedView()
  }

  /// Stands in for an alert titled with a string.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    ModifiedView()
  }

  /// Stands in for the destinations a navigation stack shows for values of a type (iOS 16).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ModifiedView()
  }

  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ModifiedView()
  }

  /// Stands in for the destination a navigation stack pushes while a flag is true (iOS 16).
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    ModifiedView()
  }
}
