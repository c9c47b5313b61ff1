import UIKit

// The states every UIKit list screen on the page shows in place of its rows, and its alert; each
// screen calls them from the view protocol its pattern gives it.
extension UIViewController {
  func showLoadingPlaceholder() {
    contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
  }

  func showPlaceholder(message: String, retry: UIAction? = nil) {
    var placeholder = UIContentUnavailableConfiguration.empty()
    placeholder.text = message
    if let retry {
      placeholder.button = .filled()
      placeholder.button.title = retry.title
      placeholder.buttonProperties.primaryAction = retry
    }
    contentUnavailableConfiguration = placeholder
  }

  func hidePlaceholder() {
    contentUnavailableConfiguration = nil
  }

  func presentAlert(message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}

// The row a screen that holds its rows draws (VIP and VIPER): the city over its region. MVP's
// passive cell is filled by its presenter instead.
extension UITableView {
  func cityCell(at indexPath: IndexPath, title: String, subtitle: String) -> UITableViewCell {
    let cell = dequeueReusableCell(withIdentifier: "City", for: indexPath)
    var content = cell.defaultContentConfiguration()
    (content.text, content.secondaryText) = (title, subtitle)
    cell.contentConfiguration = content
    return cell
  }
}
