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
    let sut = makeSUT(fetched: [anyCity(), otherCity()])

    await sut.presenter.viewWillAppear()

    #expect(sut.interactor.messages == [.fetchCities])
    #expect(
      sut.view.messages == [
        .loading(title: "Saved cities"),
        .cities([berlinItem(), londonItem()], title: "Saved cities (2), in the order added"),
      ])
  }

  @Test("The title counts the rows only while they show", .tags(.l2))
  func titleCountsRows() async {
    let sut = makeSUT(fetched: [anyCity()])

    await sut.presenter.viewWillAppear()
    sut.interactor.fetchResult = .failure(AnyError("disk unreadable"))
    await sut.presenter.didTapRetry()

    #expect(
      sut.view.messages == [
        .loading(title: "Saved cities"),
        .cities([berlinItem()], title: "Saved cities (1), in the order added"),
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
    let sut = makeSUT()
    sut.interactor.fetchResult = .failure(AnyError("disk unreadable"))
    await sut.presenter.viewWillAppear()
    sut.interactor.fetchResult = .success([anyCity()])

    await sut.presenter.didTapRetry()

    #expect(
      sut.view.messages == [
        .loading(title: "Saved cities"),
        .failure("Could not load your cities: disk unreadable", title: "Saved cities"),
        .loading(title: "Saved cities"),
        .cities([berlinItem()], title: "Saved cities (1), in the order added"),
      ])
  }

  @Test(
    "Deleting a row deletes its city and shows the list read again, with no loading state",
    .tags(.l6))
  func deleteShowsListAgain() async {
    let sut = makeSUT(fetched: [otherCity()], behindRows: [anyCity(), otherCity()])

    await sut.presenter.didTapDelete(cityID: anyCity().id)

    #expect(
      sut.interactor.messages == [.city(withID: anyCity().id), .delete(anyCity()), .fetchCities])
    #expect(
      sut.view.messages.first
        == .cities([londonItem()], title: "Saved cities (1), in the order added"))
  }

  @Test("A failed delete shows an alert and reads nothing again", .tags(.l7))
  func failedDeleteAlerts() async {
    let sut = makeSUT(behindRows: [anyCity(), otherCity()])
    sut.interactor.deleteError = AnyError("file locked")

    await sut.presenter.didTapDelete(cityID: anyCity().id)

    #expect(sut.view.messages == [.alert("Could not delete Berlin: file locked")])
    #expect(!sut.interactor.messages.contains(.fetchCities))
  }

  @Test("Selecting a row presents the weather module for its city", .tags(.l8))
  func selectPresentsWeather() {
    let sut = makeSUT(behindRows: [anyCity(), otherCity()])

    sut.presenter.didSelect(cityID: otherCity().id)

    #expect(sut.wireframe.messages == [.presentCityWeatherInterface(otherCity())])
  }

  @Test(
    "The weather is presented with this presenter as its module delegate, to hear of a rename",
    .tags(.w10))
  func weatherReportsToThisPresenter() {
    let sut = makeSUT(behindRows: [anyCity()])

    sut.presenter.didSelect(cityID: anyCity().id)

    #expect(sut.wireframe.cityWeatherModuleDelegate === sut.presenter)
  }

  @Test(
    "Once the weather reports a rename, the rows show the new name, with nothing read or loading",
    .tags(.w10))
  func renamedCityShows() {
    let sut = makeSUT()
    let renamed = anyCity(name: "Berlin-Mitte")
    sut.interactor.arrangedCities = [renamed, otherCity()]

    sut.presenter.cityWeatherModuleDidRename(renamed)

    #expect(sut.interactor.messages == [.takeRenamed(renamed)])
    let renamedItem = CityDisplayItem(
      id: renamed.id, title: "Berlin-Mitte", subtitle: "Berlin, Germany")
    #expect(
      sut.view.messages == [
        .cities([renamedItem, londonItem()], title: "Saved cities (2), in the order added")
      ])
  }

  @Test("Add presents the search module, with this presenter as its module delegate", .tags(.l9))
  func addPresentsSearch() {
    let sut = makeSUT()

    sut.presenter.didTapAdd()

    #expect(sut.wireframe.messages == [.presentAddCityInterface])
    #expect(sut.wireframe.addCityModuleDelegate === sut.presenter)
  }

  @Test("Once the search reports the city it added, the list shows it", .tags(.s9))
  func addedCityShows() async {
    let sut = makeSUT(fetched: [anyCity(), otherCity()])

    await sut.presenter.addCityModuleDidAdd(otherCity())

    #expect(sut.interactor.messages == [.fetchCities])
    #expect(
      sut.view.messages == [
        .cities([berlinItem(), londonItem()], title: "Saved cities (2), in the order added")
      ])
  }

  @Test(
    "A row whose city the interactor no longer keeps is neither opened nor deleted",
    .tags(.l10))
  func rowWithoutCityDoesNothing() async {
    let sut = makeSUT(behindRows: [])

    sut.presenter.didSelect(cityID: otherCity().id)
    await sut.presenter.didTapDelete(cityID: anyCity().id)

    #expect(sut.wireframe.messages.isEmpty)
    #expect(
      sut.interactor.messages == [.city(withID: otherCity().id), .city(withID: anyCity().id)])
  }

  @Test(
    "Sorting by name shows the rows as the interactor arranged them, under a title naming the order",
    .tags(.l11))
  func sortByName() {
    let sut = makeSUT()
    sut.interactor.arrangedCities = [otherCity(), anyCity()]

    sut.presenter.didChoose(order: .name)

    #expect(sut.interactor.messages == [.arrange(by: .name)])
    #expect(
      sut.view.messages == [
        .cities([londonItem(), berlinItem()], title: "Saved cities (2), by name")
      ]
    )
  }

  @Test("Sorting in the order added names that order in the title", .tags(.l12))
  func sortInOrderAdded() {
    let sut = makeSUT()
    sut.interactor.arrangedCities = [anyCity()]

    sut.presenter.didChoose(order: .added)

    #expect(sut.interactor.messages == [.arrange(by: .added)])
    #expect(
      sut.view.messages == [.cities([berlinItem()], title: "Saved cities (1), in the order added")])
  }

  @Test("With no rows to arrange, sorting leaves the state on screen as it is", .tags(.l11))
  func sortWithoutRows() {
    let sut = makeSUT()

    sut.presenter.didChoose(order: .name)

    #expect(sut.view.messages.isEmpty)
  }

  @Test("The list read again on a return keeps the order the interactor kept", .tags(.l13))
  func returnKeepsOrder() async {
    let sut = makeSUT(fetched: [otherCity(), anyCity()])
    sut.interactor.order = .name

    await sut.presenter.viewWillAppear()

    #expect(
      sut.view.messages.last
        == .cities([londonItem(), berlinItem()], title: "Saved cities (2), by name"))
  }

  @Test("A delete that succeeds offers to undo it, over the rows read again", .tags(.l14))
  func deleteOffersUndo() async {
    let sut = makeSUT(fetched: [otherCity()], behindRows: [anyCity(), otherCity()])

    await sut.presenter.didTapDelete(cityID: anyCity().id)

    #expect(
      sut.view.messages == [
        .cities([londonItem()], title: "Saved cities (1), in the order added"),
        .undoOffer("Deleted Berlin."),
      ])
  }

  @Test(
    "Undo, while offered, puts the city back and shows the list read again without loading, once",
    .tags(.l15))
  func undoPutsBack() async {
    let sut = await makeSUTAfterDelete()
    sut.interactor.fetchResult = .success([anyCity(), otherCity()])

    await sut.presenter.didTapUndo()
    await sut.presenter.didTapUndo()

    #expect(sut.interactor.messages.filter { $0 == .restoreDeletedCity }.count == 1)
    #expect(Array(sut.interactor.messages.suffix(2)) == [.restoreDeletedCity, .fetchCities])
    #expect(
      sut.view.messages.last
        == .cities([berlinItem(), londonItem()], title: "Saved cities (2), in the order added"))
  }

  @Test(
    "Any other event while undo is offered ends the offer, and undo then puts nothing back",
    .tags(.l16), arguments: OtherEvent.allCases)
  func otherEventEndsOffer(event: OtherEvent) async {
    let sut = await makeSUTAfterDelete()

    await event.send(to: sut.presenter, interactor: sut.interactor)
    await sut.presenter.didTapUndo()

    #expect(!sut.interactor.messages.contains(.restoreDeletedCity))
  }

  @Test("Before any delete, undo puts nothing back, whatever the interactor keeps", .tags(.l16))
  func noOfferBeforeADelete() async {
    let sut = makeSUT(fetched: [anyCity()])
    sut.interactor.deletedCity = otherCity()

    await sut.presenter.didTapUndo()

    #expect(sut.interactor.messages.isEmpty)
  }

  @Test(
    "A failed undo alerts with the failure's words and leaves the rows as they were",
    .tags(.l17))
  func failedUndoAlerts() async {
    let sut = await makeSUTAfterDelete()
    sut.interactor.restoreError = AnyError("disk full")

    await sut.presenter.didTapUndo()

    #expect(sut.view.messages.last == .alert("Could not put back Berlin: disk full"))
    #expect(sut.interactor.messages.last == .restoreDeletedCity)
  }

  @Test("An undo refused because the city was saved again says so", .tags(.l17))
  func undoOfCitySavedAgain() async {
    let sut = await makeSUTAfterDelete()
    sut.interactor.restoreError = AddCityError.alreadySaved(anyCity())

    await sut.presenter.didTapUndo()

    #expect(sut.view.messages.last == .alert("Berlin is already in your list."))
  }

  private func makeSUTAfterDelete() async -> (
    presenter: CitiesPresenter, view: CitiesViewSpy, interactor: CitiesInteractorInputSpy,
    wireframe: CitiesWireframeInputSpy
  ) {
    let sut = makeSUT(fetched: [otherCity()], behindRows: [anyCity(), otherCity()])
    await sut.presenter.didTapDelete(cityID: anyCity().id)
    sut.interactor.deletedCity = anyCity()
    return sut
  }

  private func makeSUT(fetched: [City] = [], behindRows: [City] = []) -> (
    presenter: CitiesPresenter, view: CitiesViewSpy, interactor: CitiesInteractorInputSpy,
    wireframe: CitiesWireframeInputSpy
  ) {
    let (view, interactor, wireframe) = (
      CitiesViewSpy(), CitiesInteractorInputSpy(), CitiesWireframeInputSpy()
    )
    (interactor.fetchResult, interactor.citiesBehindRows) = (.success(fetched), behindRows)
    let presenter = CitiesPresenter(interactor: interactor, wireframe: wireframe)
    presenter.view = view
    expectReleasedAfterTest(presenter)
    expectReleasedAfterTest(interactor)
    return (presenter, view, interactor, wireframe)
  }
}

/// An event of the list other than undo: each ends an offer to undo.
enum OtherEvent: CaseIterable, Sendable {
  case appearing, retrying, failingToDelete, selecting, adding, sorting

  @MainActor
  func send(to presenter: CitiesPresenter, interactor: CitiesInteractorInputSpy) async {
    switch self {
    case .appearing: await presenter.viewWillAppear()
    case .retrying: await presenter.didTapRetry()
    case .failingToDelete:
      interactor.deleteError = AnyError("disk full")
      await presenter.didTapDelete(cityID: otherCity().id)
    case .selecting: presenter.didSelect(cityID: otherCity().id)
    case .adding: presenter.didTapAdd()
    case .sorting: presenter.didChoose(order: .name)
    }
  }
}

func berlinItem() -> CityDisplayItem {
  CityDisplayItem(id: anyCity().id, title: "Berlin", subtitle: "Germany")
}

func londonItem() -> CityDisplayItem {
  CityDisplayItem(id: otherCity().id, title: "London", subtitle: "England, United Kingdom")
}
