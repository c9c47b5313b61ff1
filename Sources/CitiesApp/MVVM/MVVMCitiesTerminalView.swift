import CitiesMVVM
import CitiesTerminalKit

/// MVVM's saved-cities view in the terminal: it draws its view model's outputs and calls its inputs.
final class MVVMCitiesTerminalView: MVVMTerminalView<CitiesState> {
  // The view owns its view model; `input` is the view model, or the trace in front of it.
  private let viewModel: CitiesViewModel
  private let input: any CitiesViewModelInput
  private var items = ShownCities<CityItemViewModel>()

  init(viewModel: CitiesViewModel, input: any CitiesViewModelInput, trace: HopRecorder?) {
    (self.viewModel, self.input) = (viewModel, input)
    super.init(
      screen: .savedCities(), trace: trace, state: { viewModel.state }, alert: { viewModel.alert })
  }

  override func show(_ state: CitiesState) {
    screen.title = viewModel.title
    switch state {
    case .loading: screen.showBusy()
    case .list(let items, _): self.items.show(items, on: &screen)
    case .empty(let message): screen.showEmptyList(message: message)
    case .error(let message): screen.show(message: message, canRetry: true)
    }
  }

  override func viewDidAppear() async { await input.viewDidAppear() }

  override func forward(_ command: Command) async {
    switch command {
    case .add: input.didTapAdd()
    case .open(let index): if let item = items.row(index, on: screen) { input.didSelectItem(item) }
    case .delete(let index):
      if let item = items.row(index, on: screen) { await input.didDeleteItem(item) }
    case .retry: await input.didTapRetry()
    case .sort(let order): input.didChooseOrder(order)
    case .undo: await input.didTapUndo()
    default: return
    }
  }

  override func handle(_ command: Command) async {
    screen.summary = nil
    await super.handle(command)
    guard case .delete = command else { return }
    screen.summary = viewModel.undoOffer.map { #"\#($0) Type "undo" to put it back."# }
  }
  override func didDismissAlert() { input.didDismissAlert() }
}
