import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesTestSupport
import Testing

/// The list's half of "Rename from the weather screen": the callback it hands its navigator with
/// the weather brings the renamed city back into its row.
@MainActor
@Suite("MVVM cities renamed city", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CitiesRenamedCityTests {
  @Test(
    "A city renamed on its weather shows in its row, and the return shows no loading state",
    .tags(.w10))
  func renamedCityShowsWithoutLoading() async throws {
    let (viewModel, useCase, navigator) = makeSUT()
    await viewModel.viewDidAppear()
    viewModel.didSelectItem(CityItemViewModel(city: otherCity()))
    let didRenameCity = try #require(navigator.didRenameCity)
    let view = ObservationSpy { viewModel.state }
    await useCase.answer(with: .success([anyCity(), londinium()]))

    didRenameCity(londinium())
    await viewModel.viewDidAppear()

    let rows = CitiesState.list(items: [anyCity(), londinium()].map(CityItemViewModel.init(city:)))
    #expect(view.values.dropFirst() == [rows])
  }

  @Test(
    "A city renamed on its weather takes its row's place at once, before the list reads anything",
    .tags(.w10))
  func renamedCityReplacesItsRowAtOnce() async throws {
    let (viewModel, useCase, navigator) = makeSUT()
    await viewModel.viewDidAppear()
    viewModel.didSelectItem(CityItemViewModel(city: otherCity()))
    let didRenameCity = try #require(navigator.didRenameCity)

    didRenameCity(londinium())

    let rows = [anyCity(), londinium()].map(CityItemViewModel.init(city:))
    #expect(viewModel.state == .list(items: rows))
    #expect(await useCase.loadCount == 1)
  }

  @Test(
    "The return after a rename still reads the saved list again, only without the loading state",
    .tags(.w10, .l1))
  func returnAfterRenameReadsTheList() async throws {
    let (viewModel, useCase, navigator) = makeSUT()
    await viewModel.viewDidAppear()
    viewModel.didSelectItem(CityItemViewModel(city: otherCity()))
    let didRenameCity = try #require(navigator.didRenameCity)
    didRenameCity(londinium())
    // Meanwhile another app added a city: only a read of the saved list shows it.
    await useCase.answer(with: .success([anyCity(), londinium(), otherCity()]))

    await viewModel.viewDidAppear()

    let rows = [anyCity(), londinium(), otherCity()].map(CityItemViewModel.init(city:))
    #expect(viewModel.state == .list(items: rows))
  }

  @Test("After that return, the next return loads with a loading state again", .tags(.w10, .l1))
  func laterReturnLoadsAsBefore() async throws {
    let (viewModel, _, navigator) = makeSUT()
    await viewModel.viewDidAppear()
    viewModel.didSelectItem(CityItemViewModel(city: otherCity()))
    let didRenameCity = try #require(navigator.didRenameCity)
    didRenameCity(londinium())
    await viewModel.viewDidAppear()
    let view = ObservationSpy { viewModel.state }

    await viewModel.viewDidAppear()

    #expect(view.values.contains(.loading))
  }

  private func makeSUT() -> (
    viewModel: CitiesViewModel, useCase: CitiesSceneUseCaseSpy, navigator: CitiesNavigatorSpy
  ) {
    let useCase = CitiesSceneUseCaseSpy(result: .success([anyCity(), otherCity()]))
    let navigator = CitiesNavigatorSpy()
    let viewModel = CitiesViewModel(useCase: useCase, navigator: navigator)
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase, navigator)
  }
}

private func londinium() -> City {
  var city = otherCity()
  city.name = "Londinium"
  return city
}
