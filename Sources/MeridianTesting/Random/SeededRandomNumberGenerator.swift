/// A reproducible random number generator for randomized tests.
///
/// A randomized test (a thousand interleavings of typing, late results and cancellation, say) should
/// fail the same way every time it is run from the same seed, so that a failure can be replayed and
/// fixed. `SystemRandomNumberGenerator` cannot do that; this generator can. It implements
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014,
/// in the form of Vigna's reference `splitmix64.c`): 64 bits of state, every seed valid, a period of
/// 2⁶⁴. It is not cryptographically secure.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let delay = Int.random(in: 0..<100, using: &random)
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) { state = seed }

  /// Returns the next value of the sequence.
  ///
  /// - Returns: 64 uniformly distributed random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
