import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

@MainActor
@Suite("MVP saved-cities sort", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesSortTests {
  @Test("Sorting by name shows the rows by name, and the title says so", .tags(.l11))
  func sortingByName() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()

    sut.presenter.sortButtonPressed(order: .name)

    #expect(sut.view.messages.last == .rows([berlinRow(), londonRow()]))
    #expect(sut.presenter.title == CitiesListWords.title(rowCount: 2, order: .name))
  }

  @Test(
    "Sorting in the order added shows the saved order again, and the title says so", .tags(.l12))
  func sortingInTheOrderAdded() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    sut.presenter.sortButtonPressed(order: .name)

    sut.presenter.sortButtonPressed(order: .added)

    #expect(sut.view.messages.last == .rows([londonRow(), berlinRow()]))
    #expect(sut.presenter.title == CitiesListWords.title(rowCount: 2, order: .added))
  }

  @Test("A delete after a sort reloads the rows in the order chosen", .tags(.l13))
  func deleteKeepsTheOrder() async {
    let sut = makeSUT()
    await sut.presenter.viewDidAppear()
    sut.presenter.sortButtonPressed(order: .name)
    let cities = [otherCity(), anyCity(id: 1, name: "Aachen"), anyCity()]
    await sut.displayCities.answer(with: .success(cities))

    await sut.presenter.deleteButtonPressed(row: 0)

    #expect(sut.view.messages.dropLast().last == .rows([aachenRow(), berlinRow(), londonRow()]))
  }

  @Test(
    "A list made later, on a return or after an add, shows the order chosen last", .tags(.l13))
  func laterListKeepsTheOrder() async {
    let first = makeSUT()
    await first.presenter.viewDidAppear()
    first.presenter.sortButtonPressed(order: .name)
    let later = makeSUT(orderSetting: first.orderSetting)

    await later.presenter.viewDidAppear()

    #expect(later.view.messages == [.loading, .rows([berlinRow(), londonRow()])])
    #expect(later.presenter.title == CitiesListWords.title(rowCount: 2, order: .name))
  }

  private func makeSUT(orderSetting: CitiesListOrderSetting = CitiesListOrderSetting()) -> (
    presenter: any CitiesPresenter, view: CitiesViewSpy, displayCities: DisplayCitiesUseCaseStub,
    orderSetting: CitiesListOrderSetting
  ) {
    // Saved London first, so that the order added and the order by name differ.
    let displayCities = DisplayCitiesUseCaseStub(result: .success([otherCity(), anyCity()]))
    let view = CitiesViewSpy()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: displayCities, deleteCityUseCase: DeleteCityUseCaseSpy(),
      restoreCityUseCase: RestoreCityUseCaseSpy(),
      orderSetting: orderSetting
    ).configure(view: view, router: CitiesRouterSpy())
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view, displayCities, orderSetting)
  }
}

private func aachenRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "Aachen", subtitle: "Berlin, Germany")
}

private func berlinRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "Berlin", subtitle: "Germany")
}

private func londonRow() -> CityCellViewSpy.Row {
  CityCellViewSpy.Row(title: "London", subtitle: "England, United Kingdom")
}
