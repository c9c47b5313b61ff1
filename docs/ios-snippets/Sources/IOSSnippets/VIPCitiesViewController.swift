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
  private var rows: [Cities.LoadCities.ViewModel.DisplayedCity] = []

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

  func displayUndoDelete(viewModel: Cities.UndoDelete.ViewModel) {
    switch viewModel {
    case .offer(let message), .alert(let message): presentAlert(message: message)
    }
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

/// The app's side of the cities routes on a real navigation stack: it makes each destination screen
/// and pushes it once the router has filled its data store, as `VIPTerminalDestinations` does in
/// the terminal.
final class VIPStackDestinations: CitiesDestinations {
  // Weak, because the routers this object serves live on the stack.
  weak var navigationController: UINavigationController?
  private let weatherScene: () -> CityWeatherScene
  private let addCityScene: () -> AddCityScene

  init(
    navigationController: UINavigationController,
    weatherScene: @escaping () -> CityWeatherScene, addCityScene: @escaping () -> AddCityScene
  ) {
    self.navigationController = navigationController
    (self.weatherScene, self.addCityScene) = (weatherScene, addCityScene)
  }

  /// Wires the list with its configurator and puts it at the bottom of the stack.
  func start(
    displayCitiesUseCase: any DisplayCitiesUseCase, deleteCityUseCase: any DeleteCityUseCase,
    restoreCityUseCase: any RestoreCityUseCase
  ) {
    let screen = VIPCitiesViewController(style: .plain)
    let scene = CitiesConfigurator(
      displayCitiesUseCase: displayCitiesUseCase, deleteCityUseCase: deleteCityUseCase,
      restoreCityUseCase: restoreCityUseCase, destinations: self
    ).configure(view: screen)
    screen.interactor = scene.interactor
    screen.router = scene.router
    navigationController?.setViewControllers([screen], animated: false)
  }

  func makeCityWeatherScene() -> CityWeatherScene { weatherScene() }
  func makeAddCityScene() -> AddCityScene { addCityScene() }
  func show(_ scene: CityWeatherScene) { push(scene.view) }
  func show(_ scene: AddCityScene) { push(scene.view) }

  private func push(_ view: AnyObject) {
    guard let screen = view as? UIViewController else { return }
    navigationController?.pushViewController(screen, animated: true)
  }
}
