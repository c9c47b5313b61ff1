// Made by scripts/kata.py from Tests/CitiesMVVMTests/Cities/CitiesUndoTests.swift.

import CitiesDomain
import CitiesPresentationWords
import CitiesTestSupport
import Exercise06Starter
import Testing

/// The change request "Undo a delete": after a delete the view model offers to put the city back,
/// at its index in the saved order, until any other input ends the offer.
@MainActor
@Suite("MVVM cities undo", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesUndoTests {
  @Test("A delete that succeeds offers to put the city back, over the reloaded rows", .tags(.l14))
  func deleteOffersUndo() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.answer(with: .success([otherCity()]))

    await viewModel.didDeleteItem(CityItemViewModel(city: anyCity()))

    #expect(viewModel.undoOffer == CitiesListWords.undoOffer(cityName: "Berlin"))
    #expect(viewModel.state == .list(items: [CityItemViewModel(city: otherCity())]))
  }

  @Test("A failed delete offers no undo", .tags(.l14))
  func failedDeleteOffersNothing() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await useCase.failDeletes(with: AnyError())

    await viewModel.didDeleteItem(CityItemViewModel(city: anyCity()))

    #expect(viewModel.undoOffer == nil)
  }

  @Test("A failed delete ends the offer an earlier delete made", .tags(.l16))
  func failedDeleteEndsEarlierOffer() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await viewModel.didDeleteItem(CityItemViewModel(city: anyCity()))
    await useCase.failDeletes(with: AnyError())

    await viewModel.didDeleteItem(CityItemViewModel(city: otherCity()))

    #expect(viewModel.undoOffer == nil)
  }

  @Test(
    "Undo puts the city back at its saved index, even with the rows by name, and reloads quietly",
    .tags(.l15))
  func undoRestoresAtSavedPosition() async {
    let (viewModel, useCase) = makeSUT()
    await useCase.answer(with: .success([otherCity(), anyCity()]))
    await viewModel.viewDidAppear()
    viewModel.didChooseOrder(.name)
    await useCase.answer(with: .success([otherCity()]))
    await viewModel.didDeleteItem(CityItemViewModel(city: anyCity()))
    let view = ObservationSpy { viewModel.state }
    await useCase.answer(with: .success([otherCity(), anyCity()]))

    await viewModel.didTapUndo()

    #expect(await useCase.restores == [.init(city: anyCity(), position: 1)])
    let rows = [anyCity(), otherCity()].map(CityItemViewModel.init(city:))
    #expect(viewModel.state == .list(items: rows, order: .name))
    #expect(!view.values.contains(.loading))
    #expect(viewModel.undoOffer == nil)
  }

  @Test(
    "Any other input ends the offer, and undo then puts nothing back", .tags(.l16),
    arguments: OtherInput.allCases)
  func otherInputEndsOffer(input: OtherInput) async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await viewModel.didDeleteItem(CityItemViewModel(city: otherCity()))

    await input.send(to: viewModel)
    await viewModel.didTapUndo()

    #expect(viewModel.undoOffer == nil)
    #expect(await useCase.restores.isEmpty)
  }

  @Test(
    "A failed undo shows an alert naming the city, leaves the rows and ends the offer",
    .tags(.l17))
  func failedUndo() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await viewModel.didDeleteItem(CityItemViewModel(city: anyCity()))
    let rows = viewModel.state
    await useCase.failRestores(with: AnyError("The disk is full."))

    await viewModel.didTapUndo()

    #expect(
      viewModel.alert
        == CitiesListWords.couldNotPutBack(cityName: "Berlin", reason: "The disk is full."))
    #expect(viewModel.state == rows)
    #expect(viewModel.undoOffer == nil)
    #expect(await useCase.loadCount == 2)
  }

  @Test("An undo refused because the city was saved again meanwhile says so", .tags(.l17))
  func undoOfCitySavedAgain() async {
    let (viewModel, useCase) = makeSUT()
    await viewModel.viewDidAppear()
    await viewModel.didDeleteItem(CityItemViewModel(city: anyCity()))
    await useCase.failRestores(with: AddCityError.alreadySaved(anyCity()))

    await viewModel.didTapUndo()

    #expect(viewModel.alert == AddCityWords.alreadySaved(cityName: "Berlin"))
  }

  private func makeSUT() -> (viewModel: CitiesViewModel, useCase: CitiesSceneUseCaseSpy) {
    let useCase = CitiesSceneUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let viewModel = CitiesViewModel(useCase: useCase, navigator: CitiesNavigatorSpy())
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase)
  }
}

/// An input of the list other than undo, each of which ends the offer to undo (a new delete ends
/// it too, and makes an offer of its own).
enum OtherInput: CaseIterable, Sendable {
  case appear, retry, select, add, sort

  @MainActor
  func send(to viewModel: CitiesViewModel) async {
    switch self {
    case .appear: await viewModel.viewDidAppear()
    case .retry: await viewModel.didTapRetry()
    case .select: viewModel.didSelectItem(CityItemViewModel(city: anyCity()))
    case .add: viewModel.didTapAdd()
    case .sort: viewModel.didChooseOrder(.name)
    }
  }
}
