import CitiesDomain
import CitiesMVP
import CitiesMVPTestSupport
import CitiesTestSupport
import Testing

@MainActor
@Suite(
  "MVP saved-cities list on the way back from a rename", .timeLimit(.minutes(1)), .endsRunWhenHung,
  .checksReleases)
struct CitiesReturnFromRenameTests {
  @Test("A list given a renamed city shows the new name with no loading state", .tags(.w10))
  func showsTheNewNameWithoutLoading() async {
    let sut = makeSUT(renamedCity: anyCity(name: "Berlin-Mitte"))

    await sut.presenter.viewDidAppear()

    #expect(
      sut.view.messages == [
        .rows([CityCellViewSpy.Row(title: "Berlin-Mitte", subtitle: "Berlin, Germany")])
      ])
  }

  @Test("The list's next appearance shows loading again, as every return does", .tags(.w10, .l1))
  func laterAppearanceShowsLoading() async {
    let sut = makeSUT(renamedCity: anyCity(name: "Berlin-Mitte"))
    await sut.presenter.viewDidAppear()

    await sut.presenter.viewDidAppear()

    #expect(sut.view.messages.dropFirst().first == .loading)
  }

  private func makeSUT(renamedCity: City) -> (presenter: any CitiesPresenter, view: CitiesViewSpy) {
    let view = CitiesViewSpy()
    let presenter = CitiesConfigurator(
      displayCitiesUseCase: DisplayCitiesUseCaseStub(result: .success([renamedCity])),
      deleteCityUseCase: DeleteCityUseCaseSpy(), restoreCityUseCase: RestoreCityUseCaseSpy(),
      orderSetting: CitiesListOrderSetting()
    ).configure(view: view, router: CitiesRouterSpy(), renamedCity: renamedCity)
    view.presenter = presenter
    expectReleasedAfterTest(presenter)
    return (presenter, view)
  }
}
