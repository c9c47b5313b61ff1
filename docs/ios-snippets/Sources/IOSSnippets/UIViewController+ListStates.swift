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
