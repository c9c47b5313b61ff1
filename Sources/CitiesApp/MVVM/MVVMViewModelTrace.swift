import CitiesMVVM
import CitiesPresentationWords
import CitiesTerminalKit

/// Stands between an MVVM terminal view and its view model while tracing, put there by the
/// composer as a logging decorator of the view model's inputs, and records every input it passes.
final class MVVMViewModelTrace<ViewModel>: HopRelay<ViewModel> {
  init(_ viewModel: ViewModel, traceLog: TraceLog) {
    super.init(viewModel, traceLog: traceLog, role: .viewModel, peer: .view)
  }
}

extension MVVMViewModelTrace: CitiesViewModelInput where ViewModel == any CitiesViewModelInput {
  func viewDidAppear() async { await relay().viewDidAppear() }
  func didTapRetry() async { await relay().didTapRetry() }
  func didDeleteItem(_ item: CityItemViewModel) async {
    await relay(item).didDeleteItem(item)
  }
  func didSelectItem(_ item: CityItemViewModel) { relay(item).didSelectItem(item) }
  func didTapAdd() { relay().didTapAdd() }
  func didChooseOrder(_ order: CitiesListOrder) { relay(order).didChooseOrder(order) }
  func didTapUndo() async { await relay().didTapUndo() }
  func didDismissAlert() { relay().didDismissAlert() }
}

extension MVVMViewModelTrace: AddCityViewModelInput where ViewModel == any AddCityViewModelInput {
  func didChangeQuery(_ text: String) async { await relay(text).didChangeQuery(text) }
  func didSelectItem(_ item: CityItemViewModel) async {
    await relay(item).didSelectItem(item)
  }
  func didCancelSearch() { relay().didCancelSearch() }
  func didDismissAlert() { relay().didDismissAlert() }
}

extension MVVMViewModelTrace: CityWeatherViewModelInput
where ViewModel == any CityWeatherViewModelInput {
  func viewDidAppear() async { await relay().viewDidAppear() }
  func didTapRetry() async { await relay().didTapRetry() }
  func didTapBack() { relay().didTapBack() }
  func didEnterNewName(_ name: String) async { await relay(name).didEnterNewName(name) }
  func didDismissAlert() { relay().didDismissAlert() }
}
