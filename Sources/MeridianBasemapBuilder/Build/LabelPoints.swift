import MeridianCore

/// Where an area's name goes.
enum LabelPoints {
  /// The most cells the search measures per area.
  static let maximumProbes = 10_000

  /// The pole of inaccessibility of an area's rings (polylabel, Core's kernel): the inside point
  /// farthest from the outline, to a hundredth of the area's smaller side (at least a metre).
  static func labelPoint(_ rings: [[SIMD2<Double>]]) -> SIMD2<Double> {
    let open = rings.map { $0.count > 1 && $0.first == $0.last ? Array($0.dropLast()) : $0 }
    let flat = FlatParts(open)
    guard var low = flat.points.first else { return SIMD2(.nan, .nan) }
    var high = low
    for p in flat.points {
      low = pointwiseMin(low, p)
      high = pointwiseMax(high, p)
    }
    let precision = Swift.max(1, Swift.min(high.x - low.x, high.y - low.y) / 100)
    return PoleOfInaccessibility.find(in: flat, precision: precision, maximumProbes: maximumProbes)?.point
      ?? SIMD2(.nan, .nan)
  }
}
