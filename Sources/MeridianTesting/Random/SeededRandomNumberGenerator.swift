import InternalMeridianUtilities

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
  private var generator: SplitMix64

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  /// Returns the next value of the sequence.
  ///
  /// - Returns: 64 uniformly distributed random bits.
  public mutating func next() -> UInt64 { generator.next() }
}
