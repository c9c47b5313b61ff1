/// The weather right now, as ready-to-show strings: `18°C` and `Clear sky`.
public struct CurrentConditions: Hashable, Sendable {
  /// The temperature, such as `18°C`.
  public let temperature: String
  /// The condition, such as `Clear sky`.
  public let condition: String

  /// Makes the current conditions from their ready-made strings.
  public init(temperature: String, condition: String) {
    self.temperature = temperature
    self.condition = condition
  }
}
