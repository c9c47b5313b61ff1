import CitiesDomain
import CitiesMVP
import UIKit

/// MVP's saved-cities screen on iOS: a passive table that shows what its presenter tells it and
/// passes every tap on, the part `MVPCitiesTerminalView` plays in the terminal.
final class MVPCitiesViewController: UITableViewController, CitiesView {
  /// The presenter, which this screen owns, as an MVP view does.
  var presenter: (any CitiesPresenter)?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(MVPCityCell.self, forCellReuseIdentifier: "City")
    let add = UIAction { [weak self] _ in self?.presenter?.addButtonPressed() }
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: add)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Task { await presenter?.viewDidAppear() }
  }

  func displayLoading() {
    showLoadingPlaceholder()
    redraw()
  }

  func refreshCitiesView() {
    hidePlaceholder()
    redraw()
  }

  func displayEmptyState(message: String) {
    showPlaceholder(message: message)
    redraw()
  }

  func displayError(message: String) {
    let retry = UIAction(title: "Retry") { [weak self] _ in
      Task { await self?.presenter?.retryButtonPressed() }
    }
    showPlaceholder(message: message, retry: retry)
    redraw()
  }

  func displayAlert(message: String) { presentAlert(message: message) }

  func displayUndoOffer(message: String) { presentAlert(message: message) }

  // A passive screen pulls the title and the rows from its presenter whenever it draws.
  private func redraw() {
    title = presenter?.title
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    presenter?.numberOfCities ?? 0
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
    if let cell = cell as? MVPCityCell { presenter?.configure(cell: cell, forRow: indexPath.row) }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter?.didSelect(row: indexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    Task { await presenter?.deleteButtonPressed(row: indexPath.row) }
  }
}

/// One row of the list, filled by the presenter through `CityCellView`, as `MVPCityCell` is.
final class MVPCityCell: UITableViewCell, CityCellView {
  func display(title: String) { update { $0.text = title } }

  func display(subtitle: String) { update { $0.secondaryText = subtitle } }

  private func update(_ change: (inout UIListContentConfiguration) -> Void) {
    var content =
      contentConfiguration as? UIListContentConfiguration ?? defaultContentConfiguration()
    change(&content)
    contentConfiguration = content
  }
}

/// The app's router for the list: it pushes the next scene on the navigation stack the screen
/// sits in, where `MVPTerminalRouter` redraws the terminal.
final class MVPCitiesNavigationRouter: CitiesRouter {
  /// The list's screen, held weakly: the screen owns the presenter, which owns this router.
  weak var screen: UIViewController?
  private let weatherScreen: (City) -> UIViewController
  private let addCityScreen: () -> UIViewController

  init(
    weatherScreen: @escaping (City) -> UIViewController,
    addCityScreen: @escaping () -> UIViewController
  ) {
    (self.weatherScreen, self.addCityScreen) = (weatherScreen, addCityScreen)
  }

  func showCityWeather(for city: City) { push(weatherScreen(city)) }

  func showAddCity() { push(addCityScreen()) }

  private func push(_ next: UIViewController) {
    screen?.navigationController?.pushViewController(next, animated: true)
  }

  /// Builds the scene as `MVPTerminalRouter` does: the screen, then the presenter it owns.
  func makeCitiesScreen(configurator: CitiesConfigurator) -> UIViewController {
    let screen = MVPCitiesViewController(style: .plain)
    self.screen = screen
    screen.presenter = configurator.configure(view: screen, router: self)
    return screen
  }
}
