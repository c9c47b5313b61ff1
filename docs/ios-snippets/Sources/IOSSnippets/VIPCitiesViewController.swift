import CitiesDomain
import CitiesVIP
import UIKit

/// VIP's saved-cities screen on iOS: it shows each view model it is given and sends the user's
/// events to its interactor and router, the part `VIPCitiesTerminalView` plays in the terminal.
final class VIPCitiesViewController: UITableViewController, CitiesDisplayLogic {
  /// The interactor, which this screen owns, as a Clean Swift view does.
  var interactor: (any CitiesBusinessLogic)?
  /// The router, which this screen owns, as a Clean Swift view does.
  var router: (any CitiesRoutingLogic)?
  // The rows on screen, whose ids the requests carry back.
  private var rows: [CityRowViewModel] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
    let add = UIAction { [weak self] _ in self?.router?.routeToAddCity() }
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: add)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    Task { await load() }
  }

  func displayCities(viewModel: Cities.LoadCities.ViewModel) {
    title = viewModel.title
    rows = []
    switch viewModel.state {
    case .loading: showLoadingPlaceholder()
    case .result(let rows):
      self.rows = rows
      hidePlaceholder()
    case .empty(let message): showPlaceholder(message: message)
    case .error(let message):
      let retry = UIAction(title: "Retry") { [weak self] _ in Task { await self?.load() } }
      showPlaceholder(message: message, retry: retry)
    }
    tableView.reloadData()
  }

  func displayDeleteCity(viewModel: Cities.DeleteCity.ViewModel) {
    presentAlert(message: viewModel.alertMessage)
  }

  private func load() async {
    await interactor?.loadCities(request: Cities.LoadCities.Request())
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let row = rows[indexPath.row]
    return tableView.cityCell(at: indexPath, title: row.title, subtitle: row.subtitle)
  }

  // The canonical Clean Swift hand-over: the interactor stores the city, the router reads it.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    interactor?.selectCity(request: Cities.SelectCity.Request(cityID: rows[indexPath.row].id))
    router?.routeToCityWeather()
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    let request = Cities.DeleteCity.Request(cityID: rows[indexPath.row].id)
    Task { await interactor?.deleteCity(request: request) }
  }
}

/// The app's coordinator: it performs on a real navigation stack the screen changes the VIP
/// routers decide on, as `VIPTerminalCoordinator` does in the terminal.
///
/// The app keeps it, since the routers hold it weakly.
final class VIPNavigationCoordinator: CitiesCoordinator {
  let navigationController: UINavigationController
  private let configurator: CitiesConfigurator
  private let weatherScreen: (City) -> UIViewController
  private let addCityScreen: () -> UIViewController

  init(
    navigationController: UINavigationController, configurator: CitiesConfigurator,
    weatherScreen: @escaping (City) -> UIViewController,
    addCityScreen: @escaping () -> UIViewController
  ) {
    (self.navigationController, self.configurator) = (navigationController, configurator)
    (self.weatherScreen, self.addCityScreen) = (weatherScreen, addCityScreen)
  }

  /// Wires the list with its configurator and puts it at the bottom of the stack.
  func start() {
    let screen = VIPCitiesViewController(style: .plain)
    (screen.interactor, screen.router) = configurator.configure(view: screen, coordinator: self)
    navigationController.setViewControllers([screen], animated: false)
  }

  func showCityWeather(for city: City) {
    navigationController.pushViewController(weatherScreen(city), animated: true)
  }

  func showAddCity() {
    navigationController.pushViewController(addCityScreen(), animated: true)
  }
}
