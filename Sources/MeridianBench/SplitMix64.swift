/// The bench's one deterministic generator (SplitMix64, as Vigna's reference `splitmix64.c`), so every
/// run draws the same inputs and runs compare like with like.
struct SplitMix64 {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (`bound` at least 1; modulo, as the inputs need no better).
  mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A uniform value in 0..<1, from the top 53 bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniform value in `low..<high`.
  mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
}
