// swift-tools-version: 6.3
// Made by scripts/kata.py from its table of exercises; run it to change this file.
import PackageDescription

/// One test target per exercise (exercise 8 has one per pattern): its code and its tests.
let exercises: [Target] = [
  .testTarget(
    name: "Exercise01",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "01-domain-use-cases", exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise02",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesData", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "02-file-gateway", exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise03",
    dependencies: [
      .product(name: "CitiesData", package: "CitiesKata"),
      .product(name: "CitiesNetworkTestSupport", package: "CitiesKata"),
    ],
    path: "03-api-client-tests", exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise04",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "04-mvp-cities-presenter", exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise05",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "05-vip-cities-scene", exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise06",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "06-mvvm-cities-view-model", exclude: ["README.md"],
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
    path: "07-search-timing-tests", exclude: ["README.md"],
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise08MVP",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/MVP",
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise08VIP",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/VIP",
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise08MVVM",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "08-change-request/MVVM",
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
  ),
  .testTarget(
    name: "Exercise09",
    dependencies: [
      .product(name: "CitiesDomain", package: "CitiesKata"),
      .product(name: "CitiesData", package: "CitiesKata"),
      .product(name: "CitiesPresentationWords", package: "CitiesKata"),
      .product(name: "CitiesTestSupport", package: "CitiesKata"),
      "KataSupport",
    ],
    path: "09-pattern-of-your-own", exclude: ["README.md"],
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
    path: "10-every-change-asserted", exclude: ["README.md"],
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
