import CitiesDomain
import CitiesMVVM
import CitiesMVVMTestSupport
import CitiesPresentationWords
import CitiesTestSupport
import Testing

/// The change request "Rename from the weather screen": the view model renames its city through
/// its scene use case, shows the new name, and passes the city back through its callback.
@MainActor
@Suite("MVVM city weather rename", .timeLimit(.minutes(1)), .endsRunWhenHung, .checksReleases)
struct CityWeatherRenameTests {
  @Test("Renaming shows the new name as the title and passes the renamed city back", .tags(.w7))
  func renameShowsAndPassesBack() async {
    let (viewModel, useCase, passedBack) = makeSUT()

    await viewModel.didEnterNewName("Londinium")

    #expect(await useCase.requestedNames == ["Londinium"])
    #expect(viewModel.title == "Londinium")
    #expect(passedBack.cities.map(\.name) == ["Londinium"])
    #expect(passedBack.cities.map(\.id) == [otherCity().id])
  }

  @Test(
    "A refused name shows the shared words as an alert, keeps the title and passes nothing back",
    .tags(.w8),
    arguments: [
      RenameCityError.blank, .tooLong(limit: 60), .unchanged, .notSaved,
    ])
  func refusedRename(refusal: RenameCityError) async {
    let (viewModel, useCase, passedBack) = makeSUT()
    await useCase.failRenames(with: refusal)

    await viewModel.didEnterNewName("Londinium")

    #expect(
      viewModel.alert == CityWeatherWords.message(forFailureToRename: otherCity(), error: refusal))
    #expect(viewModel.title == "London")
    #expect(passedBack.cities.isEmpty)
  }

  @Test("A rename that fails otherwise says why, and the title keeps the old name", .tags(.w9))
  func failedRename() async {
    let (viewModel, useCase, passedBack) = makeSUT()
    await useCase.failRenames(with: AnyError("The disk is full."))

    await viewModel.didEnterNewName("Londinium")

    #expect(
      viewModel.alert
        == CityWeatherWords.couldNotRename(cityName: "London", reason: "The disk is full."))
    #expect(viewModel.title == "London")
    #expect(passedBack.cities.isEmpty)
  }

  @Test("Dismissing the alert hides it", .tags(.w8))
  func dismissAlert() async {
    let (viewModel, useCase, _) = makeSUT()
    await useCase.failRenames(with: RenameCityError.blank)
    await viewModel.didEnterNewName(" ")

    viewModel.didDismissAlert()

    #expect(viewModel.alert == nil)
  }

  private func makeSUT() -> (
    viewModel: CityWeatherViewModel, useCase: CityWeatherSceneUseCaseSpy, passedBack: PassedBack
  ) {
    let useCase = CityWeatherSceneUseCaseSpy()
    let passedBack = PassedBack()
    let viewModel = CityWeatherViewModel(
      city: otherCity(), useCase: useCase, navigator: CityWeatherNavigatorSpy(),
      didRenameCity: { passedBack.cities.append($0) })
    expectReleasedAfterTest(viewModel)
    return (viewModel, useCase, passedBack)
  }
}

/// Collects what the weather passes back, as the list's callback would receive it.
@MainActor
private final class PassedBack {
  var cities: [City] = []
}
