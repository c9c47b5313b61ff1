import CitiesVIP

/// A VIP add-city view that records every view model it is given, in order.
@MainActor
public final class AddCityDisplaySpy: AddCityDisplayLogic {
  /// One call the view received, with its view model.
  public enum Message: Equatable {
    /// `displaySearch(viewModel:)` was called.
    case displaySearch(AddCity.SearchCities.ViewModel)
    /// `displayChosenCity(viewModel:)` was called.
    case displayChosenCity(AddCity.ChooseCity.ViewModel)
  }

  /// Every call so far, oldest first.
  public private(set) var messages: [Message] = []

  /// Makes a view that has been told nothing yet.
  public init() {}

  public func displaySearch(viewModel: AddCity.SearchCities.ViewModel) {
    messages.append(.displaySearch(viewModel))
  }

  public func displayChosenCity(viewModel: AddCity.ChooseCity.ViewModel) {
    messages.append(.displayChosenCity(viewModel))
  }
}
