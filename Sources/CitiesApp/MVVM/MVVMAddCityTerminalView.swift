import CitiesMVVM
import CitiesTerminalKit

/// MVVM's search view in the terminal: it draws its view model's outputs and calls its inputs.
final class MVVMAddCityTerminalView: MVVMTerminalView<AddCityState> {
  // The view model, or the trace in front of it; the observed outputs hold the view model too.
  private let input: any AddCityViewModelInput
  private var items = ShownCities<CityItemViewModel>()

  // The search starts idle, so it calls nothing as it appears: the first draw shows it.
  init(viewModel: AddCityViewModel, input: any AddCityViewModelInput, trace: HopRecorder?) {
    self.input = input
    super.init(
      screen: .addCity(), trace: trace, state: { viewModel.state }, alert: { viewModel.alert })
  }

  override func show(_ state: AddCityState) {
    switch state {
    // Typing again searches again, so a failure offers no retry of its own.
    case .idle(let message), .hint(let message), .noMatches(let message), .failed(let message):
      screen.show(message: message)
    case .searching: screen.showBusy()
    case .results(let items): self.items.show(items, on: &screen)
    }
  }

  override func forward(_ command: Command) async {
    switch command {
    case .search(let text): await input.didChangeQuery(text)
    case .pick(let index):
      if let item = items.row(index, on: screen) { await input.didSelectItem(item) }
    case .back: input.didCancelSearch()
    default: return
    }
  }

  override func didDismissAlert() { input.didDismissAlert() }
}
