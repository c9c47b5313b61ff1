import CitiesTestSupport
import CitiesVIPER

/// The add-city wireframe as its presenter sees it: it records every dismissal asked for.
@MainActor
public final class AddCityWireframeInputSpy: MessageSpy<AddCityWireframeInputSpy.Message>,
  AddCityWireframeInput
{
  /// One request of the presenter.
  public enum Message: Equatable {
    case dismissAddCityInterface
  }

  public func dismissAddCityInterface() { record(.dismissAddCityInterface) }
}
