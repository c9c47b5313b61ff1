import CitiesDomain
import CitiesRedux
import SwiftUI

/// Redux's saved-cities screen in SwiftUI: it draws its store's state and sends each user event
/// as an action, the part `ReduxCitiesTerminalView` plays in the terminal.
struct ReduxCitiesScreen: View {
  /// Read without a wrapper: SwiftUI tracks what `body` reads of the `@Observable` store.
  let store: Store<CitiesState, CitiesAction>

  var body: some View {
    content
      .navigationTitle(store.state.title)
      .toolbar { Button("Add", systemImage: "plus") { send(.addTapped) } }
      .task { await store.send(.appeared) }
      .alert(store.state.alert ?? "", isPresented: alertIsShown) { Button("OK") {} }
  }

  @ViewBuilder private var content: some View {
    switch store.state.content {
    case .loading: ProgressView()
    case .list(let rows):
      List {
        ForEach(rows) { row in
          Button {
            send(.cityTapped(row: row))
          } label: {
            VStack(alignment: .leading) {
              Text(row.title)
              Text(row.subtitle).foregroundStyle(.secondary)
            }
          }
        }
        .onDelete { offsets in
          for index in offsets { send(.deleteTapped(row: rows[index])) }
        }
      }
    case .empty(let message): ContentUnavailableView { Text(message) }
    case .error(let message):
      ContentUnavailableView {
        Text(message)
      } actions: {
        Button("Retry") { send(.retryTapped) }
      }
    }
  }

  // Shown while the state holds an alert; closing it is an action like any other.
  private var alertIsShown: Binding<Bool> {
    Binding(get: { store.state.alert != nil }, set: { if !$0 { send(.alertDismissed) } })
  }

  private func send(_ action: CitiesAction) {
    Task { await store.send(action) }
  }
}

/// The list in its navigation stack: the flow makes the app's one store and keeps it, as a view
/// owns its store; no navigator exists, because the list's state holds the child it presents.
struct ReduxCitiesFlow<Destination: View>: View {
  @State private var store: Store<CitiesState, CitiesAction>
  private let destination: (Store<CitiesDestination.State, CitiesDestination.Action>) -> Destination

  init(
    reducer: CitiesReducer,
    @ViewBuilder destination:
      @escaping (Store<CitiesDestination.State, CitiesDestination.Action>) -> Destination
  ) {
    _store = State(initialValue: Store(initialState: CitiesState(), reducer: reducer))
    self.destination = destination
  }

  var body: some View {
    NavigationStack {
      ReduxCitiesScreen(store: store)
        .navigationDestination(isPresented: destinationShown) {
          // The child's view runs on a store scoped to the child's state inside the list's.
          if let child = store.scope(state: \.destination, action: { .destination($0) }) {
            destination(child)
          }
        }
    }
  }

  // Navigation is state: the stack shows a child while the state holds one, and the user's going
  // back is the list's own action, which clears it.
  private var destinationShown: Binding<Bool> {
    let store = store
    return Binding(
      get: { store.state.destination != nil },
      set: { if !$0 { Task { await store.send(.destinationDismissed) } } })
  }
}
