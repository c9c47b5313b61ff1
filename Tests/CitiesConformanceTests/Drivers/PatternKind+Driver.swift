import CitiesPatternList
import Testing

extension PatternKind: CustomTestStringConvertible {
  /// What a pattern's driver offers the stories: all three scenes.
  typealias Driver = any ScenesDriver

  public var testDescription: String { displayName }

  /// Builds this pattern's scenes on the world, behind the driver every story uses.
  @MainActor
  func makeDriver(in world: World) -> Driver {
    switch self {
    case .mvp: MVPDriver(world: world)
    case .vip: VIPDriver(world: world)
    case .mvvm: MVVMDriver(world: world)
    case .viper: VIPERDriver(world: world)
    case .redux: ReduxDriver(world: world)
    }
  }
}
