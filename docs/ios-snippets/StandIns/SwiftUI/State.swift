// Part of the SwiftUI stand-in (see SwiftUI.swift): the state and bindings the screen uses.

/// Stands in for SwiftUI's `State`.
@propertyWrapper
public struct State<Value> {
  private var value: Value

  /// Stands in for the initialiser a `@State` declaration's default value calls.
  public init(wrappedValue value: Value) {
    self.value = value
  }

  /// Stands in for the initialiser with the state's first value, as an `init` sets it.
  public init(initialValue value: Value) {
    self.value = value
  }

  /// Stands in for the stored value.
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }

  /// Stands in for the binding to the state.
  public var projectedValue: Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}

/// Stands in for SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: () -> Value

  /// Stands in for a binding computed by closures.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) () -> Value,
    set: @escaping @isolated(any) (Value) -> Void
  ) {
    self.get = { fatalError("a stand-in binding is never read") }
  }

  /// Stands in for the bound value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set {}
  }

  /// Stands in for a binding to a property of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(get: { fatalError("a stand-in binding is never read") }, set: { _ in })
  }
}
