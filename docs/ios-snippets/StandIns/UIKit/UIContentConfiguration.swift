// Part of the UIKit stand-in (see UIKit.swift): the content configurations the screens use.

/// Stands in for UIKit's `UIContentConfiguration`.
@MainActor
public protocol UIContentConfiguration {}

/// Stands in for UIKit's `UIListContentConfiguration` (iOS 14).
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
  /// Stands in for the primary text.
  public var text: String?
  /// Stands in for the secondary text.
  public var secondaryText: String?
}

/// Stands in for UIKit's `UIContentUnavailableConfiguration` (iOS 17).
@MainActor
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
  /// Stands in for the properties of the configuration's button.
  @MainActor
  public struct ButtonProperties {
    /// Stands in for the button's action.
    public var primaryAction: UIAction?
  }

  /// Stands in for the text.
  public var text: String?
  /// Stands in for the button's configuration.
  public var button = UIButton.Configuration()
  /// Stands in for the button's properties.
  public var buttonProperties = ButtonProperties()

  /// Stands in for the empty-state configuration.
  public static func empty() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration()
  }

  /// Stands in for the loading configuration.
  public static func loading() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration()
  }
}

/// Stands in for UIKit's `UIButton`, as the namespace of its configuration.
@MainActor
open class UIButton {
  /// Stands in for a button's configuration (iOS 15).
  @MainActor
  public struct Configuration {
    /// Stands in for the title.
    public var title: String?

    /// Stands in for the filled style.
    public static func filled() -> UIButton.Configuration { UIButton.Configuration() }
  }
}
