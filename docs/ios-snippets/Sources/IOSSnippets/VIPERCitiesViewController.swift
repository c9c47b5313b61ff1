import CitiesDomain
import CitiesVIPER
import UIKit

/// VIPER's saved-cities View on iOS: it shows what its presenter tells it and tells the presenter
/// every user event by the id of its row, the part `VIPERCitiesTerminalView` plays in the terminal.
final class VIPERCitiesViewController: UITableViewController, CitiesView {
  /// The module interface, the presenter, which this View owns, as a VIPER view does.
  var eventHandler: (any CitiesModuleInterface)?
  // The rows on screen, whose ids the events carry back.
  private var items: [CityDisplayItem] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
    let add = UIAction { [weak self] _ in self?.eventHandler?.didTapAdd() }
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: add)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    Task { await eventHandler?.viewWillAppear() }
  }

  func showLoading(title: String) {
    show([], title: title)
    showLoadingPlaceholder()
  }

  func showCities(_ displayData: CitiesDisplayData) {
    show(displayData.items, title: displayData.title)
    hidePlaceholder()
  }

  func showNoCities(_ message: String, title: String) {
    show([], title: title)
    showPlaceholder(message: message)
  }

  func showFailure(_ message: String, title: String) {
    show([], title: title)
    let retry = UIAction(title: "Retry") { [weak self] _ in
      Task { await self?.eventHandler?.didTapRetry() }
    }
    showPlaceholder(message: message, retry: retry)
  }

  func showAlert(_ message: String) { presentAlert(message: message) }

  func showUndoOffer(_ message: String) { presentAlert(message: message) }

  private func show(_ items: [CityDisplayItem], title: String) {
    (self.items, self.title) = (items, title)
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let row = items[indexPath.row]
    return tableView.cityCell(at: indexPath, title: row.title, subtitle: row.subtitle)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    eventHandler?.didSelect(cityID: items[indexPath.row].id)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    let cityID = items[indexPath.row].id
    Task { await eventHandler?.didTapDelete(cityID: cityID) }
  }
}

/// The app's window: the root wireframe that puts each module a wireframe presents on a real
/// navigation stack, as `VIPERRootWireframe` does in the terminal; the app keeps it, since the
/// wireframes hold it weakly.
final class VIPERStackRootWireframe: RootWireframe {
  let navigationController: UINavigationController
  // Each makes a module's View, joined to its presenter as the list's View is below.
  private let addCityView: (AddCityPresenter) -> UIViewController
  private let weatherView: (CityWeatherPresenter) -> UIViewController

  init(
    navigationController: UINavigationController,
    addCityView: @escaping (AddCityPresenter) -> UIViewController,
    weatherView: @escaping (CityWeatherPresenter) -> UIViewController
  ) {
    self.navigationController = navigationController
    (self.addCityView, self.weatherView) = (addCityView, weatherView)
  }

  /// Installs the list's module, built around its View, at the bottom of the stack.
  func showRootInterface(_ presenter: CitiesPresenter) {
    let view = VIPERCitiesViewController(style: .plain)
    (presenter.view, view.eventHandler) = (view, presenter)
    navigationController.setViewControllers([view], animated: false)
  }

  func presentAddCityInterface(_ presenter: AddCityPresenter) {
    navigationController.pushViewController(addCityView(presenter), animated: true)
  }

  func presentCityWeatherInterface(_ presenter: CityWeatherPresenter, for city: City) {
    navigationController.pushViewController(weatherView(presenter), animated: true)
  }

  func dismissPresentedInterface() {
    navigationController.popToRootViewController(animated: true)
  }
}
