// Made by scripts/kata.py from Sources/CitiesVIPER/Shared/RootWireframe.swift.

import CitiesDomain

/// The app's window as the wireframes see it: where a module's view appears, over the list, and
/// goes again; the app implements it, since only the app has views.
///
/// A wireframe builds the module and hands over its presenter; the window puts the presenter's
/// view on screen and gives it the presenter as its `eventHandler`.
@MainActor
public protocol RootWireframe: AnyObject {
  func presentAddCityInterface(_ presenter: AddCityPresenter)

  /// The city is the one the module was built for, which the window may name as it shows it.
  func presentCityWeatherInterface(_ presenter: CityWeatherPresenter, for city: City)

  /// Takes the presented module's view away, back onto the saved list.
  func dismissPresentedInterface()
}
