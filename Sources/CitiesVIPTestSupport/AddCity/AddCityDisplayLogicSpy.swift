import CitiesTestSupport
import CitiesVIP

/// A VIP add-city view that records every view model it is given, in order.
@MainActor
public final class AddCityDisplayLogicSpy:
  MessageSpy<AddCityDisplayLogicSpy.Message>, AddCityDisplayLogic
{
  /// One call the view received, with its view model.
  public enum Message: Equatable {
    /// `displaySearch(viewModel:)` was called.
    case displaySearch(AddCity.SearchCities.ViewModel)
    /// `displayChosenCity(viewModel:)` was called.
    case displayChosenCity(AddCity.ChooseCity.ViewModel)
  }

  /// The interactor this view owns, as a Clean Swift view does; set it to give a test the
  /// scene's real ownership, in which a presenter holding its view strongly makes a cycle.
  public var interactor: (any AddCityBusinessLogic)?
  /// The router this view owns, as a Clean Swift view does.
  public var router: (any AddCityRoutingLogic)?

  public func displaySearch(viewModel: AddCity.SearchCities.ViewModel) {
    record(.displaySearch(viewModel))
  }

  public func displayChosenCity(viewModel: AddCity.ChooseCity.ViewModel) {
    record(.displayChosenCity(viewModel))
  }
}
