import CitiesDomain
import CitiesTestSupport
import CitiesVIPER

/// The module that presented the search, as the search sees it: it records what the search
/// reported.
@MainActor
public final class AddCityModuleDelegateSpy: MessageSpy<AddCityModuleDelegateSpy.Message>,
  AddCityModuleDelegate
{
  /// One report of the search module.
  public enum Message: Equatable {
    case didAdd(City)
  }

  public func addCityModuleDidAdd(_ city: City) async { record(.didAdd(city)) }
}
