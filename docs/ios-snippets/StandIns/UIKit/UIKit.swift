// A stand-in for Apple's UIKit, which Linux does not have. It exists only so that Linux can
// type-check the package's side of the screens in docs/IOS.md: it declares just the UIKit API those
// screens use, with Apple's signatures (less the parameters they never pass), and does nothing.
// On Apple's systems Package.swift leaves it out, and the real UIKit is compiled against instead.
@_exported import Foundation

/// Stands in for UIKit's `UIResponder`.
@MainActor
open class UIResponder {}

/// Stands in for UIKit's `UIViewController`.
@MainActor
open class UIViewController: UIResponder {
  /// Stands in for the title the navigation bar shows.
  open var title: String?
  /// Stands in for the controller's navigation item.
  open var navigationItem = UINavigationItem()
  /// Stands in for the navigation controller the controller is on, if any.
  open var navigationController: UINavigationController? { nil }
  /// Stands in for what is shown in place of the content (iOS 17).
  open var contentUnavailableConfiguration: (any UIContentConfiguration)?

  /// Stands in for the designated initialiser.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// Stands in for the lifecycle's first call, once the view is loaded.
  open func viewDidLoad() {}

  /// Stands in for the call before each appearance.
  open func viewWillAppear(_ animated: Bool) {}

  /// Stands in for the call after each appearance.
  open func viewDidAppear(_ animated: Bool) {}

  /// Stands in for modal presentation.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
}

/// Stands in for UIKit's `UINavigationController`.
@MainActor
open class UINavigationController: UIViewController {
  /// Stands in for replacing the whole stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

  /// Stands in for pushing a controller on the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

  /// Stands in for popping back to the stack's first controller.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

/// Stands in for UIKit's `UINavigationItem`.
@MainActor
open class UINavigationItem {
  /// Stands in for the bar button at the trailing end.
  open var rightBarButtonItem: UIBarButtonItem?
}

/// Stands in for UIKit's `UIBarButtonItem`.
@MainActor
open class UIBarButtonItem {
  /// Stands in for the system items.
  public enum SystemItem: Int, Sendable {
    /// The plus button.
    case add
  }

  /// Stands in for the system-item initialiser (iOS 14).
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {}
}

/// Stands in for UIKit's handler of an action.
public typealias UIActionHandler = (UIAction) -> Void

/// Stands in for UIKit's `UIAction`.
@MainActor
open class UIAction {
  /// Stands in for the action's title.
  open var title: String

  /// Stands in for the initialiser (iOS 13).
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.title = title
  }
}

/// Stands in for UIKit's `UIAlertController`.
@MainActor
open class UIAlertController: UIViewController {
  /// Stands in for the styles.
  public enum Style: Int, Sendable {
    /// A modal alert.
    case alert
  }

  /// Stands in for the convenience initialiser.
  public init(title: String?, message: String?, preferredStyle: Style) {
    super.init(nibName: nil, bundle: nil)
  }

  /// Stands in for adding a button.
  open func addAction(_ action: UIAlertAction) {}
}

/// Stands in for UIKit's `UIAlertAction`.
@MainActor
open class UIAlertAction {
  /// Stands in for the styles.
  public enum Style: Int, Sendable {
    /// The default style.
    case `default`
  }

  /// Stands in for the initialiser.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {}
}
