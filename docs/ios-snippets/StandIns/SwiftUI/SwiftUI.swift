// A stand-in for Apple's SwiftUI, which Linux does not have. It exists only so that Linux can
// type-check the package's side of the screen in docs/IOS.md: it declares just the SwiftUI API that
// screen uses, with Apple's signatures (less the parameters it never passes), and draws nothing.
// On Apple's systems Package.swift leaves it out, and the real SwiftUI is compiled against instead.
@_exported import Foundation
@_exported import Observation

/// Stands in for SwiftUI's `View`.
@MainActor
public protocol View {
  /// Stands in for the type of the view's content.
  associatedtype Body: View
  /// Stands in for the view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Stands in for the body of views that have none.
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// Stands in for the views of the stand-in, none of which is ever drawn.
@MainActor
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
  /// The stand-in's views have no body, as SwiftUI's primitive views have none.
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// Stands in for what SwiftUI's modifiers return.
public struct ModifiedView: PrimitiveView {}

/// Stands in for SwiftUI's `ViewBuilder`.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// Stands in for a single view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Stands in for several views in a row.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView()
  }

  /// Stands in for the first branch of an `if` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent()
  }

  /// Stands in for the other branch of an `if` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent()
  }

  /// Stands in for an `if` without an `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

/// Stands in for SwiftUI's conformance of an optional view, which draws nothing when `nil`.
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("a stand-in is never drawn") }
}

/// Stands in for SwiftUI's `TupleView`.
public struct TupleView<T>: PrimitiveView {}

/// Stands in for SwiftUI's `_ConditionalContent`.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {}

/// Stands in for SwiftUI's `EmptyView`.
public struct EmptyView: PrimitiveView {
  /// Stands in for the initialiser.
  public init() {}
}
