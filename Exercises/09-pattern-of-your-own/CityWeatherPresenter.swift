// Made by scripts/kata.py from Sources/CitiesVIPER/CityWeather/CityWeatherPresenter.swift.

import CitiesDomain
import CitiesPresentationWords

/// The city-weather module interface: what the view tells its `eventHandler`.
///
/// The `async` events return once their work is done.
@MainActor
public protocol CityWeatherModuleInterface: AnyObject {
  func viewIsReady() async

  /// The user asks to fetch the weather again after a failure.
  func didTapRetry() async

  func didTapBack()

  /// The user gives the city a new name.
  func didTapRename(to name: String) async
}

/// The city-weather presenter: it asks the interactor for the report, words it by the rules every
/// pattern shares (`WeatherReportWords`), asks the wireframe to dismiss the module, and tells its
/// module delegate the city it renamed.
@MainActor
public final class CityWeatherPresenter: CityWeatherModuleInterface {
  // Weak, because the view owns its presenter: a strong reference back would keep both alive.
  public weak var view: (any CityWeatherView)?
  public var interactor: any CityWeatherInteractorInput
  // Weak, because the delegate is the presenter of the module beneath, which this one outlives.
  public weak var moduleDelegate: (any CityWeatherModuleDelegate)?
  private let wireframe: any CityWeatherWireframeInput

  public init(interactor: any CityWeatherInteractorInput, wireframe: any CityWeatherWireframeInput)
  {
    self.interactor = interactor
    self.wireframe = wireframe
  }

  public func viewIsReady() async {
    // The title names the scene, not the report: it shows at once, and stays if loading fails.
    view?.setTitle(interactor.city.name)
    await loadWeather()
  }

  public func didTapRetry() async {
    await loadWeather()
  }

  public func didTapBack() {
    wireframe.dismissCityWeatherInterface()
  }

  public func didTapRename(to name: String) async {
    let city = interactor.city
    do {
      try await interactor.rename(to: name)
    } catch {
      view?.showAlert(CityWeatherWords.message(forFailureToRename: city, error: error))
      return
    }
    view?.setTitle(interactor.city.name)
    moduleDelegate?.cityWeatherModuleDidRename(interactor.city)
  }

  private func loadWeather() async {
    view?.showLoading()
    do {
      let report = WeatherReportWords(try await interactor.fetchWeather())
      view?.showWeather(
        temperature: report.temperature, condition: report.condition, days: report.forecast)
    } catch {
      let reason = error.reason(or: FailureWords.unknownReason)
      view?.showFailure(CityWeatherWords.couldNotLoad(reason: reason))
    }
  }
}
