extension GeometryEngine {
  /// The most segment pairs a polyline cut compares: 10⁸ (about 10,000 segments by 10,000).
  static let maximumCutSegmentPairs = 100_000_000

  /// Cuts a polyline along a polyline, grouped as ArcGIS groups the pieces (docs/geometry.md, "Cut").
  static func cut(_ polyline: Polyline, by cutter: Polyline) throws -> [any Geometry] {
    if let a = polyline.spatialReference, let b = cutter.spatialReference, a != b {
      throw GeometryError.mismatchedSpatialReferences(a, b)
    }
    try checkInputVertexCount([polyline, cutter], operation: "Cutting")
    let paths = try checkedPaths(polyline.parts, name: "path")
    let cutterPaths = try checkedPaths(cutter.parts, name: "cutter path")
    let pairs = Double(paths.reduce(0) { $0 + $1.count }) * Double(cutterPaths.reduce(0) { $0 + $1.count })
    guard pairs <= Double(maximumCutSegmentPairs) else {
      throw GeometryError.outputTooLarge(
        operation: "Cutting a polyline (segment pairs)", count: pairs, limit: maximumCutSegmentPairs)
    }
    let pieces = try PolylineCut.cut(paths, by: cutterPaths)
    guard pieces.contains(where: { $0.side != .uncut }) else { return [] }
    let sr = polyline.spatialReference
    func assemble(_ parts: [[SIMD2<Double>]]) -> Polyline {
      Polyline(parts: parts.map { $0.map { Point(x: $0.x, y: $0.y, spatialReference: sr) } }, spatialReference: sr)
    }
    var result: [any Geometry] = [
      assemble(pieces.filter { $0.side == .left }.map(\.points)),
      assemble(pieces.filter { $0.side == .right || $0.side == .coincident }.map(\.points)),
    ]
    for piece in pieces where piece.side == .undefined { result.append(assemble([piece.points])) }
    for piece in pieces where piece.side == .uncut { result.append(assemble([piece.points])) }
    return result
  }

  /// The parts as vectors, checked finite and within ±10¹⁵, each of at least two points.
  static func checkedPaths(_ parts: [[Point]], name: String) throws -> [[SIMD2<Double>]] {
    try simplifyVectors(parts, name: name).enumerated().map { index, path in
      guard path.count >= 2 else { throw GeometryError.degeneratePart(index: index, pointCount: path.count) }
      return path
    }
  }
}
