import CitiesDomain

/// What the add-city presenter may ask of its wireframe.
@MainActor
public protocol AddCityWireframeInput: AnyObject {
  /// Takes the search away, back onto the list: on cancel, and once the chosen city is saved.
  func dismissAddCityInterface()
}

/// The add-city module's wireframe: it builds the module, presents it in the window, and
/// dismisses it.
@MainActor
public final class AddCityWireframe: AddCityWireframeInput {
  // Weak: the window is the app's, and outlives every module it shows.
  private weak var rootWireframe: (any RootWireframe)?
  private let searchCitiesUseCase: any SearchCitiesUseCase
  private let addCityUseCase: any AddCityUseCase
  private let clock: any Clock<Duration>

  /// Makes the wireframe; the clock times the pause before a search (a test passes its own).
  public init(
    rootWireframe: any RootWireframe, searchCitiesUseCase: any SearchCitiesUseCase,
    addCityUseCase: any AddCityUseCase, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.rootWireframe = rootWireframe
    (self.searchCitiesUseCase, self.addCityUseCase) = (searchCitiesUseCase, addCityUseCase)
    self.clock = clock
  }

  public func presentAddCityInterface(moduleDelegate: any AddCityModuleDelegate) {
    let presenter = AddCityModuleBuilder.build(
      wireframe: self, searchCitiesUseCase: searchCitiesUseCase, addCityUseCase: addCityUseCase,
      clock: clock)
    presenter.moduleDelegate = moduleDelegate
    rootWireframe?.presentAddCityInterface(presenter)
  }

  public func dismissAddCityInterface() {
    rootWireframe?.dismissPresentedInterface()
  }
}
