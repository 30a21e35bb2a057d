/// Meridian's one seeded generator: SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014, in the form of Vigna's reference `splitmix64.c`).
///
/// 64 bits of state, every seed valid, a period of 2⁶⁴; not cryptographically secure. The bench draws
/// its inputs with it, so every run compares like with like, and `MeridianTesting`'s
/// `SeededRandomNumberGenerator` is it, so a randomized test replays from its seed.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (`bound` at least 1; modulo, as the bench's inputs need no better).
  package mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A uniform value in 0..<1, from the top 53 bits.
  package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniform value in `low..<high`.
  package mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
}
