import CitiesDomain
import CitiesVIPER
import UIKit

/// VIPER's saved-cities View on iOS: it shows what its presenter tells it and tells the presenter
/// every user event by the id of its row, the part `VIPERCitiesTerminalView` plays in the terminal.
final class VIPERCitiesViewController: UITableViewController, CitiesView {
  /// The presenter, which this View owns, as a VIPER view does.
  var eventHandler: (any CitiesEventHandler)?
  // The rows on screen, whose ids the events carry back.
  private var items: [CityListItem] = []

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

  func showCities(_ items: [CityListItem], title: String) {
    show(items, title: title)
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

  private func show(_ items: [CityListItem], title: String) {
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

/// The app's navigator: it moves a real navigation stack where the VIPER routers (the
/// wireframes) ask, as `VIPERTerminalNavigator` does in the terminal.
///
/// The app keeps it, since the routers hold it weakly.
final class VIPERStackNavigator: AppNavigator {
  let navigationController: UINavigationController
  private let displayCitiesUseCase: any DisplayCitiesUseCase
  private let deleteCityUseCase: any DeleteCityUseCase
  private let weatherScreen: (City) -> UIViewController
  private let addCityScreen: () -> UIViewController

  init(
    navigationController: UINavigationController,
    displayCitiesUseCase: any DisplayCitiesUseCase, deleteCityUseCase: any DeleteCityUseCase,
    weatherScreen: @escaping (City) -> UIViewController,
    addCityScreen: @escaping () -> UIViewController
  ) {
    self.navigationController = navigationController
    (self.displayCitiesUseCase, self.deleteCityUseCase) = (displayCitiesUseCase, deleteCityUseCase)
    (self.weatherScreen, self.addCityScreen) = (weatherScreen, addCityScreen)
  }

  /// Builds the list's module around its View and puts it at the bottom of the stack.
  func start() {
    let view = VIPERCitiesViewController(style: .plain)
    view.eventHandler = CitiesModuleBuilder.build(
      view: view, navigator: self, displayCitiesUseCase: displayCitiesUseCase,
      deleteCityUseCase: deleteCityUseCase)
    navigationController.setViewControllers([view], animated: false)
  }

  func showCityWeather(for city: City) {
    navigationController.pushViewController(weatherScreen(city), animated: true)
  }

  func showAddCity() {
    navigationController.pushViewController(addCityScreen(), animated: true)
  }

  func showCities() {
    navigationController.popToRootViewController(animated: true)
  }
}
