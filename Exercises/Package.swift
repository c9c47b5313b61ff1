// swift-tools-version: 6.3
// Made by scripts/kata.py from its table of exercises; run it to change this file.
import PackageDescription

/// One test target per exercise (exercise 8 has one per pattern), and its starter module.
///
/// Where the learner writes the code, it is a module of its own, `ExerciseNNStarter`, which the
/// tests import: an edit then recompiles that module alone, not the tests, whose macros cost
/// most of a compile.
let exercises: [Target] = [
  .target(
    name: "Exercise01Starter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "01-domain-use-cases",
    exclude: ["README.md", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise01",
    dependencies: [
      "Exercise01Starter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "01-domain-use-cases",
    exclude: [
      "README.md",
      "AddCityUseCaseImplementation.swift",
      "DeleteCityUseCaseImplementation.swift",
      "DisplayCitiesUseCaseImplementation.swift",
      "SearchCitiesUseCaseImplementation.swift",
      "ShowWeatherUseCaseImplementation.swift",
      "String+TrimmingWhitespace.swift",
    ],
    sources: ["Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise02Starter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesData", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "02-file-gateway",
    exclude: ["README.md", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise02",
    dependencies: [
      "Exercise02Starter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesData", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "02-file-gateway",
    exclude: ["README.md", "FileCitiesGateway.swift"],
    sources: ["Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise03",
    dependencies: [
      .product(name: "CitiesData", package: "CitiesKata"),
      .product(name: "CitiesNetworkTestSupport", package: "CitiesKata"),
    ],
    path: "03-api-client-tests",
    exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise04Starter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "04-mvp-cities-presenter",
    exclude: ["README.md", "TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise04",
    dependencies: [
      "Exercise04Starter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "04-mvp-cities-presenter",
    exclude: [
      "README.md",
      "CitiesConfigurator.swift",
      "CitiesListOrderSetting.swift",
      "CitiesPresenter.swift",
      "CitiesPresenterImplementation.swift",
      "CitiesRouter.swift",
      "CitiesView.swift",
      "City+Subtitle.swift",
      "CityCellView.swift",
    ],
    sources: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise05Starter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "05-vip-cities-scene",
    exclude: ["README.md", "TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise05",
    dependencies: [
      "Exercise05Starter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "05-vip-cities-scene",
    exclude: [
      "README.md",
      "AddCityDataStore.swift",
      "CitiesConfigurator.swift",
      "CitiesDataStore.swift",
      "CitiesDisplayLogic.swift",
      "CitiesInteractor.swift",
      "CitiesModels.swift",
      "CitiesPresenter.swift",
      "CitiesRouter.swift",
      "CityWeatherDataStore.swift",
      "Scenes.swift",
    ],
    sources: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise06Starter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "06-mvvm-cities-view-model",
    exclude: ["README.md", "TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise06",
    dependencies: [
      "Exercise06Starter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "06-mvvm-cities-view-model",
    exclude: [
      "README.md",
      "CitiesAssembler.swift",
      "CitiesListSettings.swift",
      "CitiesNavigator.swift",
      "CitiesSceneUseCase.swift",
      "CitiesSceneUseCaseImplementation.swift",
      "CitiesState.swift",
      "CitiesViewModel.swift",
      "CityItemViewModel.swift",
    ],
    sources: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise07",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesVIP", package: "CitiesKata"),
      .product(name: "CitiesVIPTestSupport", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
    ],
    path: "07-search-timing-tests",
    exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise08MVPStarter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/MVP",
    exclude: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise08MVP",
    dependencies: [
      "Exercise08MVPStarter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/MVP",
    exclude: [
      "CitiesConfigurator.swift",
      "CitiesListOrderSetting.swift",
      "CitiesPresenter.swift",
      "CitiesPresenterImplementation.swift",
      "CitiesRouter.swift",
      "CitiesView.swift",
      "City+Subtitle.swift",
      "CityCellView.swift",
    ],
    sources: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise08VIPStarter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/VIP",
    exclude: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise08VIP",
    dependencies: [
      "Exercise08VIPStarter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/VIP",
    exclude: [
      "AddCityDataStore.swift",
      "CitiesConfigurator.swift",
      "CitiesDataStore.swift",
      "CitiesDisplayLogic.swift",
      "CitiesInteractor.swift",
      "CitiesModels.swift",
      "CitiesPresenter.swift",
      "CitiesRouter.swift",
      "CityWeatherDataStore.swift",
      "Scenes.swift",
    ],
    sources: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise08MVVMStarter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/MVVM",
    exclude: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise08MVVM",
    dependencies: [
      "Exercise08MVVMStarter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/MVVM",
    exclude: [
      "CitiesAssembler.swift",
      "CitiesListSettings.swift",
      "CitiesNavigator.swift",
      "CitiesSceneUseCase.swift",
      "CitiesSceneUseCaseImplementation.swift",
      "CitiesState.swift",
      "CitiesViewModel.swift",
      "CityItemViewModel.swift",
    ],
    sources: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .target(
    name: "Exercise09Starter",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesData", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "09-pattern-of-your-own",
    exclude: ["README.md", "TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise09",
    dependencies: [
      "Exercise09Starter",
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesData", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "09-pattern-of-your-own",
    exclude: [
      "README.md",
      "AddCityInteractor.swift",
      "AddCityModuleBuilder.swift",
      "AddCityModuleDelegate.swift",
      "AddCityPresenter.swift",
      "AddCityView.swift",
      "AddCityWireframe.swift",
      "CitiesDisplayData.swift",
      "CitiesInteractor.swift",
      "CitiesListOrderStore.swift",
      "CitiesModuleBuilder.swift",
      "CitiesPresenter.swift",
      "CitiesView.swift",
      "CitiesWireframe.swift",
      "CityDisplayItem.swift",
      "CitySearchOutcome.swift",
      "CityWeatherInteractor.swift",
      "CityWeatherModuleBuilder.swift",
      "CityWeatherModuleDelegate.swift",
      "CityWeatherPresenter.swift",
      "CityWeatherView.swift",
      "CityWeatherWireframe.swift",
      "RootWireframe.swift",
    ],
    sources: ["TestDoubles", "Tests"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise10",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesRedux", package: "CitiesKata"),
      .product(name: "CitiesReduxTestSupport", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
    ],
    path: "10-every-change-asserted",
    exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
]

// `Exercises/kata run 04` sets CITIES_KATA_EXERCISE=04, and the package then holds exercise 4
// alone. SwiftPM links all of a package's test targets into one test bundle, so without it
// every run would compile every exercise, and one that does not compile would stop them all.
// Unset (Xcode, a plain `swift test --package-path Exercises`), it holds every exercise.
let chosen = Context.environment["CITIES_KATA_EXERCISE"] ?? ""

let package = Package(
  name: "CitiesKataExercises",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "CitiesKata", path: "..")],
  targets: [.target(name: "KataSupport", path: "KataSupport")]
    + exercises.filter { $0.name.hasPrefix("Exercise\(chosen)") },
  swiftLanguageModes: [.v6]
)
