import Foundation

extension Geodesic {
  /// The longest chord, in metres, that ``distance(from:to:lat1:lon1:lat2:lon2:)`` measures with the
  /// short-line series (``shortLineDistance(from:to:)``) rather than the full inverse.
  ///
  /// At 100 km the series' error bound (see ``shortLineDistance(from:to:)``) is 0.6 µm, below the
  /// 1 mm the spatial searches allow for rounding and 1/1000 of their tie margin; above it the
  /// `c⁵` error term grows as the fifth power (20 µm at 200 km).
  package static let shortLineLimit = 100_000.0

  /// The geodesic distance in metres between two points given both as Earth-centred positions on this ellipsoid
  /// (for WGS84, ``WGS84Ellipsoid/surfacePoint(latitude:longitude:)``) and as latitudes and longitudes in degrees.
  ///
  /// Chords up to ``shortLineLimit`` get ``shortLineDistance(from:to:)`` (within 1 µm of the geodesic), longer
  /// ones Karney's inverse, ``distance(lat1:lon1:lat2:lon2:)``; the result is continuous to 1 µm.
  ///
  /// - Parameters:
  ///   - p1: The first point's Earth-centred position in metres.
  ///   - p2: The second point's Earth-centred position in metres.
  ///   - lat1: The first point's latitude in degrees (the same point as `p1`).
  ///   - lon1: The first point's longitude in degrees.
  ///   - lat2: The second point's latitude in degrees (the same point as `p2`).
  ///   - lon2: The second point's longitude in degrees.
  /// - Returns: The distance in metres.
  @inline(__always)
  package func distance(
    from p1: SIMD3<Double>, to p2: SIMD3<Double>, lat1: Double, lon1: Double, lat2: Double, lon2: Double
  ) -> Double {
    let d = p2 - p1
    let chord2 = (d * d).sum()
    guard chord2 <= Self.shortLineLimit * Self.shortLineLimit else {
      return distance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
    }
    return shortLineDistance(from: p1, to: p2)
  }

  /// The geodesic distance in metres between two nearby points of this ellipsoid, from their
  /// Earth-centred positions, by the arc–chord series `s = c + c³κ²/24 + 3c⁵κ⁴/640`.
  ///
  /// `c` is the chord and `κ` the normal curvature of the ellipsoid in the geodesic's direction at the chord's
  /// midpoint. `|s − series| ≤ 1·10⁻⁴ c⁵/a⁴`: 6·10⁻¹² m at 10 km, 0.6 µm at 100 km; rounding adds about
  /// 10 nm. The derivation of the bound is in the body.
  ///
  /// - Parameters:
  ///   - p1: The first point's Earth-centred position in metres, on this ellipsoid.
  ///   - p2: The second point's, at most about ``shortLineLimit`` from the first.
  /// - Returns: The distance in metres.
  @inline(__always)
  package func shortLineDistance(from p1: SIMD3<Double>, to p2: SIMD3<Double>) -> Double {
    // `c` is the chord and `κ` the curvature in space of the geodesic at its midpoint. A geodesic has
    // no geodesic curvature, so `κ` is the normal curvature of the ellipsoid in the geodesic's
    // direction (Meusnier), Euler's `κ = cos²α/M + sin²α/N`; it is computed without trigonometry as
    // `tᵀHt / |Hp|`, with `H = diag(1/a², 1/a², 1/b²)` (the ellipsoid is `xᵀHx = 1`), `t` the chord's
    // unit direction and `p` the chord's midpoint projected radially onto the ellipsoid. (This is the
    // geodesic's own curvature, not a normal section's: no geodesic–normal-section difference enters.)
    //
    // Error bound, by hand: for a curve with
    // curvature `κ(σ)` and torsion `τ` about its arc midpoint, `c² = s² − κ²s⁴/12 + s⁶(κ⁴ + κ²τ² −
    // κ'²/2 − 3κκ''/2)/360 + O(s⁸)`. The `κ⁴` part is the circle's and gives the `3c⁵κ⁴/640` term (the
    // next circle term, `5c⁷κ⁶/7168`, is under 1 nm at 100 km). Along a WGS84 geodesic
    // `κ = W/a + (W e'²/a)cos²α cos²φ`, so `|κ''| ≤ 2(e²/2 + e'²)/a³ ≈ 0.0202/a³`,
    // `|κ'| ≤ 0.0101/a²` and `|τ| ≤ e'²/(2a)`: the rest changes `s` by at most `4.3·10⁻⁵ c⁵/a⁴`.
    // Evaluating `κ` at the projected chord midpoint in the chord's direction rather than at the
    // arc midpoint along the tangent (offset `≤ c²κe²/16`, tilt `≤ 8.4·10⁻⁴ c²/a²`) changes `κ` by a
    // relative `≤ 2.4·10⁻⁵ c²/a²`, and `s` by `≤ c³κ²/12` times that, `≤ 2.6·10⁻⁶ c⁵/a⁴`. In all
    // `|s − series| ≤ 1·10⁻⁴ c⁵/a⁴` (a factor 2 spare): 6·10⁻¹² m at 10 km, 0.6 µm at 100 km. Rounding
    // adds about 10 nm (the positions' own rounding), the order of Karney's 15 nm. For comparison, a
    // fixed radius in place of `κ` (e.g. the Gaussian mean `√(MN)`, `Δρ/ρ` up to `e'²/2`) would err by
    // `c³/(12ρ²) · Δρ/ρ`, 7 µm at 10 km and 7 mm at 100 km.
    let d = p2 - p1
    let c2 = (d * d).sum()
    guard c2 > 0 else { return 0 }
    let h = SIMD3(1 / (a * a), 1 / (a * a), 1 / (b * b))
    let m = (p1 + p2) * 0.5
    let hm = h * m
    // κ at p = m / √(mᵀHm) on the ellipsoid: tᵀHt / |Hp| = (dᵀHd / c²) · √(mᵀHm) / |Hm|.
    let kappa2 = ((h * d * d).sum() / c2).squared * (hm * m).sum() / (hm * hm).sum()
    let x = c2 * kappa2
    let c = c2.squareRoot()
    return c * (1 + x * (1.0 / 24 + x * (3.0 / 640)))
  }
}

extension Geodesic {
  /// The longest chord, in metres, for which ``shortLineEstimateError(chord:)`` bounds the error of
  /// ``shortLineDistance(from:to:)``: 2,500 km.
  package static let shortLineEstimateLimit = 2_500_000.0

  /// A bound, in metres, on how far ``shortLineDistance(from:to:)`` can be from the geodesic
  /// distance for chords up to ``shortLineEstimateLimit``: `10⁻³ c⁵/a⁴ + 1 µm`.
  ///
  /// Within ``shortLineLimit`` the series' own bound is `10⁻⁴ c⁵/a⁴`. Beyond it the terms the
  /// series leaves out grow by about `(c/a)²` relative to it: measured against GeographicLib (pyproj
  /// 3.7.2's `Geod.fwd`, 400,000 random WGS84 pairs of all latitudes and azimuths), the largest
  /// `|error| / (c⁵/a⁴)` was 0.59·10⁻⁴ for chords of 500–1,000 km, 1.1·10⁻⁴ for 1,500–2,000 km and
  /// 1.5·10⁻⁴ for 2,000–2,500 km (0.36 m at 1,500 km, 8.9 m at 2,500 km). The bound keeps a factor
  /// of six over the worst seen; the test suite checks it against Karney's inverse. It serves to
  /// decide which of two records is nearer without measuring either when their estimates are
  /// farther apart than their bounds, never as a distance to report.
  ///
  /// - Parameter chord: The straight-line distance in metres, at most ``shortLineEstimateLimit``.
  /// - Returns: The bound in metres.
  @inline(__always)
  package func shortLineEstimateError(chord: Double) -> Double {
    let ratio = chord / a
    let ratio2 = ratio * ratio
    return 1e-3 * chord * ratio2 * ratio2 + 1e-6
  }
}

extension Double {
  @inline(__always) fileprivate var squared: Double { self * self }
}
