/// The mulberry32 generator, bit for bit as JavaScript peers write it, to make their very points.
///
/// Tommy Ettinger's mulberry32: 32 bits of state advanced by 0x6D2B79F5, then mixed; each value is a
/// double in 0..<1 with 32 random bits. mapbox/supercluster's benchmark and Meridian's peer scripts
/// (`points.mjs`) draw their random points with it, so a test or a benchmark that draws with the
/// same seed gets the same points, and can compare its answers with theirs. `MeridianTesting`'s
/// public `Mulberry32` is this generator.
///
/// ```swift
/// var random = Mulberry32(seed: 1)
/// let longitude = -118.70 + (-117.90 - -118.70) * random.nextUnit()
/// ```
package struct Mulberry32: Sendable {
  private var state: UInt32

  /// Creates a generator whose sequence is fixed by `seed` (its low 32 bits, as JavaScript's `>>> 0`).
  ///
  /// - Parameter seed: The seed.
  package init(seed: UInt32) { state = seed }

  /// The next 32 random bits.
  ///
  /// - Returns: The value JavaScript's mulberry32 returns before dividing by 2³².
  package mutating func next() -> UInt32 {
    state &+= 0x6D2B_79F5
    var t = state
    t = (t ^ (t >> 15)) &* (t | 1)
    t ^= t &+ ((t ^ (t >> 7)) &* (t | 61))
    return t ^ (t >> 14)
  }

  /// The next value in 0..<1: the next 32 bits divided by 2³², as the JavaScript function returns it.
  ///
  /// - Returns: A double in 0..<1.
  package mutating func nextUnit() -> Double { Double(next()) / 4_294_967_296 }
}
