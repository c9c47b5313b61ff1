import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

/// The change request "Sort the list": the view model shows its rows in the order the user chose,
/// and keeps that order in the settings the app hands every list.
@MainActor
@Suite("MVVM cities order", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesOrderTests {
  @Test(
    "Sorting by name shows the rows by name, says so in the title, and loads nothing", .tags(.l11))
  func sortsByName() async {
    let (viewModel, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()

    viewModel.didChooseOrder(.name)

    #expect(viewModel.state == .list(items: [berlinItem(), londonItem()], order: .name))
    #expect(viewModel.title == CitiesListWords.title(rowCount: 2, order: .name))
    #expect(await useCase.loadCount == 1)
  }

  @Test("Sorting in the order added shows the rows in the saved order again", .tags(.l12))
  func sortsInTheOrderAdded() async {
    let (viewModel, _, _) = makeSUT()
    await viewModel.viewDidAppear()
    viewModel.didChooseOrder(.name)

    viewModel.didChooseOrder(.added)

    #expect(viewModel.state == .list(items: [londonItem(), berlinItem()], order: .added))
    #expect(viewModel.title == CitiesListWords.title(rowCount: 2, order: .added))
  }

  @Test("The order chosen lasts through a return to the list and a delete", .tags(.l13))
  func orderLastsThroughReturnAndDelete() async {
    let (viewModel, useCase, _) = makeSUT()
    await viewModel.viewDidAppear()
    viewModel.didChooseOrder(.name)
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success([otherCity(), anyCity(), anyCity(id: 1, name: "Aachen")]))

    await viewModel.didDeleteItem(berlinItem())

    #expect(
      viewModel.state
        == .list(items: [aachenItem(), berlinItem(), londonItem()], order: .name))
  }

  @Test(
    "The next list the app builds on the same settings shows the order chosen last", .tags(.l13))
  func orderOutlivesTheViewModel() async {
    let (viewModel, useCase, settings) = makeSUT()
    await viewModel.viewDidAppear()
    viewModel.didChooseOrder(.name)
    let next = CitiesViewModel(
      useCase: useCase, navigator: CitiesNavigatorSpy(), settings: settings)
    expectReleasedAfterTest(next)

    await next.viewDidAppear()

    #expect(next.state == .list(items: [berlinItem(), londonItem()], order: .name))
  }

  private func makeSUT() -> (
    viewModel: CitiesViewModel, useCase: CitiesSceneUseCaseSpy, settings: CitiesListSettings
  ) {
    let useCase = CitiesSceneUseCaseSpy(result: .success([otherCity(), anyCity()]))
    let settings = CitiesListSettings()
    let viewModel = CitiesViewModel(
      useCase: useCase, navigator: CitiesNavigatorSpy(), settings: settings)
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase, settings)
  }
}

private func aachenItem() -> CityItemViewModel {
  CityItemViewModel(city: anyCity(id: 1, name: "Aachen"))
}

private func berlinItem() -> CityItemViewModel {
  CityItemViewModel(city: anyCity())
}

private func londonItem() -> CityItemViewModel {
  CityItemViewModel(city: otherCity())
}
