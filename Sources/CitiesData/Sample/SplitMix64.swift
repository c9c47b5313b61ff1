/// SplitMix64, a tiny pseudo-random number generator whose numbers depend only on its seed.
///
/// Sample weather must come out the same on every run and on every platform. That rules out
/// `Hasher`, which is seeded anew in each process, and the system's random numbers.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// Makes a generator whose numbers depend on every one of the given values and on their order.
  init(combining values: [Int]) {
    var seed: UInt64 = 0
    for value in values {
      var mixer = SplitMix64(seed: seed ^ UInt64(truncatingIfNeeded: value))
      seed = mixer.next()
    }
    self.init(seed: seed)
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var bits = state
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return bits ^ (bits >> 31)
  }

  mutating func next(in range: ClosedRange<Double>) -> Double {
    // The top 53 bits fill a Double's mantissa exactly, giving a fraction in 0..<1.
    let fraction = Double(next() >> 11) * 0x1p-53
    return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
  }

  /// Returns one of the given elements, each equally likely; the array must not be empty.
  mutating func nextElement<Element>(of elements: [Element]) -> Element {
    elements[Int(next() % UInt64(elements.count))]
  }
}
