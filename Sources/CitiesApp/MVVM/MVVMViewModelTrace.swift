import CitiesMVVM
import CitiesTerminalKit

/// Stands between an MVVM terminal view and its view model while tracing, put there by the
/// composer as a logging decorator of the view model's inputs, and records every input it passes.
@MainActor
struct MVVMViewModelTrace<ViewModel> {
  private let viewModel: ViewModel
  private let trace: HopRecorder

  init(_ viewModel: ViewModel, traceLog: TraceLog) {
    self.viewModel = viewModel
    trace = HopRecorder(log: traceLog, role: .viewModel, peer: .view)
  }

  // Records the input under the name of the method that received it, then passes it on.
  private func relay(_ values: Any..., method: String = #function, to input: (ViewModel) -> Void) {
    trace.received(call: method, arguments: values)
    input(viewModel)
  }

  private func relay(
    _ values: Any..., method: String = #function, to input: @MainActor (ViewModel) async -> Void
  ) async {
    trace.received(call: method, arguments: values)
    await input(viewModel)
  }
}

extension MVVMViewModelTrace: CitiesViewModelInput where ViewModel == any CitiesViewModelInput {
  func viewDidAppear() async { await relay { await $0.viewDidAppear() } }
  func didTapRetry() async { await relay { await $0.didTapRetry() } }
  func didDeleteItem(_ item: CityItemViewModel) async {
    await relay(item) { await $0.didDeleteItem(item) }
  }
  func didSelectItem(_ item: CityItemViewModel) { relay(item) { $0.didSelectItem(item) } }
  func didTapAdd() { relay { $0.didTapAdd() } }
  func didDismissAlert() { relay { $0.didDismissAlert() } }
}

extension MVVMViewModelTrace: AddCityViewModelInput where ViewModel == any AddCityViewModelInput {
  func didChangeQuery(_ text: String) async { await relay(text) { await $0.didChangeQuery(text) } }
  func didSelectItem(_ item: CityItemViewModel) async {
    await relay(item) { await $0.didSelectItem(item) }
  }
  func didCancelSearch() { relay { $0.didCancelSearch() } }
  func didDismissAlert() { relay { $0.didDismissAlert() } }
}

extension MVVMViewModelTrace: CityWeatherViewModelInput
where ViewModel == any CityWeatherViewModelInput {
  func viewDidAppear() async { await relay { await $0.viewDidAppear() } }
  func didTapRetry() async { await relay { await $0.didTapRetry() } }
  func didTapBack() { relay { $0.didTapBack() } }
}
