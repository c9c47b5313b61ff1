import Testing

/// The presentation patterns, each built on the same domain and driven the same way.
enum Pattern: CaseIterable, Sendable, CustomTestStringConvertible {
  case mvp
  case vip
  case mvvm
  case viper

  /// What a pattern's driver offers the stories: all three scenes.
  typealias Driver = any ScenesDriver

  var testDescription: String {
    switch self {
    case .mvp: "MVP"
    case .vip: "VIP"
    case .mvvm: "MVVM"
    case .viper: "VIPER"
    }
  }

  /// Builds this pattern's scenes on the world, behind the driver every story uses.
  @MainActor
  func makeDriver(in world: World) -> Driver {
    switch self {
    case .mvp: MVPDriver(world: world)
    case .vip: VIPDriver(world: world)
    case .mvvm: MVVMDriver(world: world)
    case .viper: VIPERDriver(world: world)
    }
  }
}
