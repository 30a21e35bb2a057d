/// Where an area's name goes.
enum LabelPoints {
  /// The label point of an area's rings: for now the centre of the largest ring's bounds.
  static func labelPoint(_ rings: [[SIMD2<Double>]]) -> SIMD2<Double> {
    guard let ring = rings.max(by: { Generalizer.area($0) < Generalizer.area($1) }), let first = ring.first else {
      return SIMD2(.nan, .nan)
    }
    let low = ring.reduce(first, pointwiseMin)
    let high = ring.reduce(first, pointwiseMax)
    return (low + high) / 2
  }
}
