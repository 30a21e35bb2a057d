import InternalMeridianUtilities

/// The mulberry32 generator, bit for bit as JavaScript peers write it, to make their very points.
///
/// Tommy Ettinger's mulberry32: 32 bits of state advanced by 0x6D2B79F5, then mixed; each value is a
/// double in 0..<1 with 32 random bits. mapbox/supercluster's benchmark and Meridian's peer scripts
/// (`points.mjs`) draw their random points with it, so a test or a benchmark that draws with the
/// same seed gets the same points, and can compare its answers with theirs.
///
/// ```swift
/// var random = Mulberry32(seed: 1)
/// let longitude = -118.70 + (-117.90 - -118.70) * random.nextUnit()
/// ```
public struct Mulberry32: Sendable {
  private var generator: InternalMeridianUtilities.Mulberry32

  /// Creates a generator whose sequence is fixed by `seed` (its low 32 bits, as JavaScript's `>>> 0`).
  ///
  /// - Parameter seed: The seed.
  public init(seed: UInt32) { generator = InternalMeridianUtilities.Mulberry32(seed: seed) }

  /// The next 32 random bits.
  ///
  /// - Returns: The value JavaScript's mulberry32 returns before dividing by 2³².
  public mutating func next() -> UInt32 { generator.next() }

  /// The next value in 0..<1: the next 32 bits divided by 2³², as the JavaScript function returns it.
  ///
  /// - Returns: A double in 0..<1.
  public mutating func nextUnit() -> Double { generator.nextUnit() }
}
