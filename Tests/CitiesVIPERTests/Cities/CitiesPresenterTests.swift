import CitiesDomain
import CitiesTestSupport
import CitiesVIPER
import CitiesVIPERTestSupport
import Testing

@MainActor
@Suite("VIPER cities presenter", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesPresenterTests {
  @Test("Appearing shows the loading state, then one row per saved city", .tags(.l1, .l5))
  func appearShowsLoadingThenRows() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])

    await sut.presenter.viewWillAppear()

    #expect(
      sut.view.messages == [
        .loading(title: "Saved cities"),
        .cities([berlinItem(), londonItem()], title: "Saved cities (2)"),
      ])
  }

  @Test("Every appearance reads the list again, loading state first", .tags(.l1))
  func everyAppearanceReadsAgain() async {
    let sut = makeSUT(saved: [anyCity()])
    await sut.presenter.viewWillAppear()
    await sut.displayCities.answer(with: .success([anyCity(), otherCity()]))

    await sut.presenter.viewWillAppear()

    #expect(await sut.displayCities.callCount == 2)
    #expect(
      sut.view.messages.dropFirst(2) == [
        .loading(title: "Saved cities"),
        .cities([berlinItem(), londonItem()], title: "Saved cities (2)"),
      ])
  }

  @Test("The title counts the rows only while they show", .tags(.l2))
  func titleCountsRows() async {
    let sut = makeSUT(saved: [anyCity()])

    await sut.presenter.viewWillAppear()
    await sut.displayCities.answer(with: .failure(AnyError("disk unreadable")))
    await sut.presenter.didTapRetry()

    #expect(
      sut.view.messages == [
        .loading(title: "Saved cities"), .cities([berlinItem()], title: "Saved cities (1)"),
        .loading(title: "Saved cities"),
        .failure("Could not load your cities: disk unreadable", title: "Saved cities"),
      ])
  }

  @Test("An empty list says that no city is saved yet, under the plain title", .tags(.l2, .l3))
  func emptyList() async {
    let sut = makeSUT()

    await sut.presenter.viewWillAppear()

    #expect(sut.view.messages.last == .noCities("No saved cities yet.", title: "Saved cities"))
  }

  @Test("A failed load shows its reason, and retry reads the list again", .tags(.l4))
  func failedLoadThenRetry() async {
    let sut = makeSUT(saved: [anyCity()])
    await sut.displayCities.answer(with: .failure(AnyError("disk unreadable")))
    await sut.presenter.viewWillAppear()
    await sut.displayCities.answer(with: .success([anyCity()]))

    await sut.presenter.didTapRetry()

    #expect(
      sut.view.messages == [
        .loading(title: "Saved cities"),
        .failure("Could not load your cities: disk unreadable", title: "Saved cities"),
        .loading(title: "Saved cities"), .cities([berlinItem()], title: "Saved cities (1)"),
      ])
  }

  @Test(
    "Deleting a row deletes its city and shows the list read again, with no loading state",
    .tags(.l6))
  func deleteShowsListAgain() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.presenter.viewWillAppear()
    await sut.displayCities.answer(with: .success([otherCity()]))

    await sut.presenter.didTapDelete(cityID: anyCity().id)

    #expect(await sut.deleteCity.deletedCities == [anyCity()])
    #expect(sut.view.messages.dropFirst(2) == [.cities([londonItem()], title: "Saved cities (1)")])
  }

  @Test("A failed delete shows an alert and leaves the rows as they were", .tags(.l7))
  func failedDeleteAlerts() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.presenter.viewWillAppear()
    await sut.deleteCity.fail(with: AnyError("file locked"))

    await sut.presenter.didTapDelete(cityID: anyCity().id)

    #expect(sut.view.messages.dropFirst(2) == [.alert("Could not delete Berlin: file locked")])
    #expect(sut.view.itemsOnScreen == [berlinItem(), londonItem()])
    #expect(await sut.displayCities.callCount == 1)
  }

  @Test("Selecting a row opens the weather of its city", .tags(.l8))
  func selectOpensWeather() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.presenter.viewWillAppear()

    sut.presenter.didSelect(cityID: otherCity().id)

    #expect(sut.navigator.messages == [.showCityWeather(otherCity())])
  }

  @Test("Add opens the search", .tags(.l9))
  func addOpensSearch() {
    let sut = makeSUT()

    sut.presenter.didTapAdd()

    #expect(sut.navigator.messages == [.showAddCity])
  }

  @Test(
    "Once the list fails to load again, none of the rows it replaced can be selected or deleted",
    .tags(.l10))
  func failedReloadLeavesNoRows() async throws {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.presenter.viewWillAppear()
    try #require(sut.view.itemsOnScreen == [berlinItem(), londonItem()])
    await sut.displayCities.answer(with: .failure(AnyError()))
    await sut.presenter.didTapRetry()

    sut.presenter.didSelect(cityID: otherCity().id)
    await sut.presenter.didTapDelete(cityID: anyCity().id)

    #expect(sut.navigator.messages.isEmpty)
    #expect(await sut.deleteCity.deletedCities.isEmpty)
  }

  @Test(
    "Once the reload after a delete fails, the rows it replaced can no longer be deleted",
    .tags(.l10))
  func failedReloadAfterDeleteLeavesNoRows() async {
    let sut = makeSUT(saved: [anyCity(), otherCity()])
    await sut.presenter.viewWillAppear()
    await sut.displayCities.answer(with: .failure(AnyError()))
    await sut.presenter.didTapDelete(cityID: anyCity().id)

    await sut.presenter.didTapDelete(cityID: otherCity().id)

    #expect(await sut.deleteCity.deletedCities == [anyCity()])
  }

  private func makeSUT(saved: [City] = []) -> (
    presenter: CitiesPresenter, view: CitiesViewSpy, navigator: AppNavigatorSpy,
    displayCities: DisplayCitiesUseCaseStub, deleteCity: DeleteCityUseCaseSpy
  ) {
    let (view, navigator) = (CitiesViewSpy(), AppNavigatorSpy())
    let displayCities = DisplayCitiesUseCaseStub(result: .success(saved))
    let deleteCity = DeleteCityUseCaseSpy()
    let interactor = CitiesInteractor(
      displayCitiesUseCase: displayCities, deleteCityUseCase: deleteCity)
    let presenter = CitiesPresenter(
      view: view, interactor: interactor, router: CitiesRouter(navigator: navigator))
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
    return (presenter, view, navigator, displayCities, deleteCity)
  }
}

func berlinItem() -> CityListItem {
  CityListItem(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}

func londonItem() -> CityListItem {
  CityListItem(id: otherCity().id, title: "London", subtitle: "England, United Kingdom")
}
