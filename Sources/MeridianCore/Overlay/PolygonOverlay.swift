/// The polygon overlay: two areas, read by the even-odd rule, combined by a set operation.
///
/// The steps are those of GEOS's OverlayNG: snap every vertex to one grid (``OverlayGrid``), node all
/// segments (``OverlayNoder``), build the planar graph (``OverlayGraph``), locate its faces in both inputs,
/// keep the faces the operation selects and trace their boundaries as simple rings.
enum PolygonOverlay {
  /// Combines two sets of rings; returns polygons as (shell, holes...), shells counter-clockwise.
  ///
  /// - Throws: ``GeometryError`` for a ring crossing another ring of its input, inputs too large,
  ///   `CancellationError` when the task is cancelled.
  static func overlay(
    _ first: [[SIMD2<Double>]], _ second: [[SIMD2<Double>]], _ operation: OverlayOperation
  ) throws -> [[[SIMD2<Double>]]] {
    let (grid, polygons) = try gridOverlay(first, second, operation, refusingSelfIntersection: true)
    return polygons.map { polygon in polygon.map { ring in ring.map(grid.unsnap) } }
  }

  /// The overlay in grid units, with its grid: `simplify` repairs one input this way (crossings
  /// noded, not refused) and `isSimple` compares the repair with the input on the grid.
  static func gridOverlay(
    _ first: [[SIMD2<Double>]], _ second: [[SIMD2<Double>]], _ operation: OverlayOperation,
    refusingSelfIntersection: Bool
  ) throws -> (OverlayGrid, [[[SIMD2<Double>]]]) {
    var magnitude = 0.0
    for p in first.joined() { magnitude = Swift.max(magnitude, abs(p.x), abs(p.y)) }
    for p in second.joined() { magnitude = Swift.max(magnitude, abs(p.x), abs(p.y)) }
    let grid = OverlayGrid(magnitude: magnitude)
    var segments: [OverlaySegment] = []
    for (input, rings) in [first, second].enumerated() {
      for (part, ring) in rings.enumerated() {
        for vertex in ring.indices {
          let original = (ring[vertex], ring[(vertex + 1) % ring.count])
          segments.append(
            OverlaySegment(
              a: grid.snap(original.0), b: grid.snap(original.1), input: input, part: part, vertex: vertex,
              original: original))
        }
      }
    }
    let noded = try OverlayNoder.node(segments, refusingSelfIntersection: refusingSelfIntersection ? [0, 1] : [])
    let graph = try OverlayGraph(noded)
    let locations = try graph.faceLocations()
    return (grid, try graph.resultRings(operation, locations: locations))
  }
}
