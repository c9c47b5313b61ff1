import CitiesDomain
import CitiesMVVM
import SwiftUI

/// MVVM's saved-cities screen in SwiftUI: it draws its view model's outputs and calls an input for
/// each user event, the part `MVVMCitiesTerminalView` plays in the terminal.
struct MVVMCitiesScreen: View {
  /// Read without a wrapper: SwiftUI tracks what `body` reads of an `@Observable` object.
  let viewModel: CitiesViewModel

  var body: some View {
    content
      .navigationTitle(viewModel.title)
      .toolbar { Button("Add", systemImage: "plus") { viewModel.didTapAdd() } }
      .task { await viewModel.viewDidAppear() }
      .alert(viewModel.alert ?? "", isPresented: alertIsShown) { Button("OK") {} }
  }

  @ViewBuilder private var content: some View {
    switch viewModel.state {
    case .loading: ProgressView()
    case .list(let items, _):
      List {
        ForEach(items) { item in
          Button {
            viewModel.didSelectItem(item)
          } label: {
            VStack(alignment: .leading) {
              Text(item.title)
              Text(item.subtitle).foregroundStyle(.secondary)
            }
          }
        }
        .onDelete { offsets in
          for index in offsets {
            let item = items[index]
            Task { await viewModel.didDeleteItem(item) }
          }
        }
      }
    case .empty(let message): ContentUnavailableView { Text(message) }
    case .error(let message):
      ContentUnavailableView {
        Text(message)
      } actions: {
        Button("Retry") { Task { await viewModel.didTapRetry() } }
      }
    }
  }

  // Shown while the view model holds an alert; closing it is an input like any other.
  private var alertIsShown: Binding<Bool> {
    Binding(get: { viewModel.alert != nil }, set: { if !$0 { viewModel.didDismissAlert() } })
  }
}

/// Where the list leads, as the values a `NavigationStack` path holds.
enum MVVMCitiesDestination: Hashable {
  case cityWeather(City)
  case addCity
}

/// The app's navigator for the list: it drives the stack's path where `MVVMTerminalNavigator`
/// redraws the terminal.
@MainActor
@Observable
final class MVVMPathNavigator: CitiesNavigator {
  /// The screens above the list, bound to the `NavigationStack`.
  var path: [MVVMCitiesDestination] = []

  /// Hands a rename on the weather back to the list that opened it.
  var didRenameCity: (@MainActor (City) -> Void)?

  func showCityWeather(for city: City, didRenameCity: @escaping @MainActor (City) -> Void) {
    self.didRenameCity = didRenameCity
    path.append(.cityWeather(city))
  }

  func showAddCity() { path.append(.addCity) }
}

/// The list in its navigation stack: the assembler builds the view model on the navigator, which
/// the flow keeps, since the view model holds it weakly.
struct MVVMCitiesFlow<Destination: View>: View {
  @State private var navigator: MVVMPathNavigator
  @State private var viewModel: CitiesViewModel
  private let destination: (MVVMCitiesDestination) -> Destination

  init(
    assembler: CitiesAssembler,
    @ViewBuilder destination: @escaping (MVVMCitiesDestination) -> Destination
  ) {
    let navigator = MVVMPathNavigator()
    _navigator = State(initialValue: navigator)
    _viewModel = State(initialValue: assembler.makeViewModel(navigator: navigator))
    self.destination = destination
  }

  var body: some View {
    NavigationStack(path: $navigator.path) {
      MVVMCitiesScreen(viewModel: viewModel)
        .navigationDestination(for: MVVMCitiesDestination.self, destination: destination)
    }
  }
}
