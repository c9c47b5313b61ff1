// Part of the UIKit stand-in (see UIKit.swift): the table API the screens use.
import Foundation

/// Stands in for UIKit's `UITableViewController`, its table's data source and delegate.
@MainActor
open class UITableViewController: UIViewController {
  /// Stands in for the table; implicitly unwrapped, as Apple declares it.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView!

  /// Stands in for the designated initialiser.
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
  }

  /// Stands in for the data source's row count.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Stands in for the data source's cell.
  open func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    UITableViewCell()
  }

  /// Stands in for the delegate's selection.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Stands in for the data source's swipe to delete.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// Stands in for UIKit's `UITableView`.
@MainActor
open class UITableView {
  /// Stands in for the table styles.
  public enum Style: Int, Sendable {
    /// The plain style.
    case plain
  }

  /// Stands in for registering a cell class.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

  /// Stands in for dequeuing a registered cell.
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    UITableViewCell()
  }

  /// Stands in for reloading every row.
  open func reloadData() {}
}

/// Stands in for UIKit's `UITableViewCell`.
@MainActor
open class UITableViewCell {
  /// Stands in for the editing styles.
  public enum EditingStyle: Int, Sendable {
    /// No editing control.
    case none
    /// The delete control.
    case delete
    /// The insert control.
    case insert
  }

  /// Stands in for the cell's content (iOS 14).
  open var contentConfiguration: (any UIContentConfiguration)?

  /// Stands in for the designated initialisers' default.
  public required init() {}

  /// Stands in for the cell's default list content (iOS 14).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
}

extension IndexPath {
  /// Stands in for UIKit's row of an index path.
  public var row: Int { self[1] }
}
