import Foundation

@testable import MeridianCore

/// GeometryEngine's overlay and the operations built on it: union, intersection, difference and
/// symmetric difference (all four for each input, so their areas check each other), buffer, cut,
/// simplify, convex hull and densify, on two geometries decoded by ``OverlayFuzzInput``.
///
/// Each call throws a ``GeometryError`` or gives a valid result (``OverlayChecks/checkValid(_:_:)``);
/// areas obey the set identities up to the snap tolerance; sample points away from every boundary lie
/// inside a result exactly when the operation says (even-odd ray casts of the inputs); a buffer holds
/// the points nearer than its inscribed circles' radius and none farther than its distance.
enum GeometryOverlayTarget: FuzzTarget {
  static let name = "geometry-overlay"

  static func run(_ input: [UInt8]) {
    guard let decoded = OverlayFuzzInput(input) else { return }
    switch decoded.operation {
    case .union, .intersection, .difference, .symmetricDifference: overlay(decoded)
    case .buffer: OverlayFuzzBuffer.buffer(decoded)
    case .cut: OverlayFuzzOperations.cut(decoded)
    case .simplify: OverlayFuzzOperations.simplify(decoded)
    case .convexHull: OverlayFuzzOperations.convexHull(decoded)
    case .densify: OverlayFuzzOperations.densify(decoded)
    }
  }

  /// Runs `body`; a thrown error must be a ``GeometryError`` (then `nil`).
  static func attempt<T>(_ call: String, _ body: () throws -> T) -> T? {
    do {
      return try body()
    } catch {
      expectTyped(error, [GeometryError.self], call)
      return nil
    }
  }

  /// Whether two geometries carry different spatial references (an overlay must refuse them).
  static func mixed(_ a: any Geometry, _ b: any Geometry) -> Bool {
    if let x = a.spatialReference, let y = b.spatialReference { return x != y }
    return false
  }

  /// The geometry's parts read as polygon rings (the overlay's inputs are polygons).
  static func polygon(_ geometry: any Geometry) -> Polygon {
    switch geometry {
    case let polygon as Polygon: return polygon
    case let line as Polyline: return Polygon(parts: line.parts, spatialReference: line.spatialReference)
    case let points as Multipoint: return Polygon(points: points.points, spatialReference: points.spatialReference)
    default: return Polygon(parts: [], spatialReference: geometry.spatialReference)
    }
  }

  /// The four set operations on one pair, checked against each other and against sample points.
  static func overlay(_ input: OverlayFuzzInput) {
    let a = polygon(input.first)
    let b = polygon(input.second)
    let empty = Polygon(parts: [], spatialReference: a.spatialReference)
    guard
      let results = attempt(
        "overlay",
        {
          (
            try GeometryEngine.union(a, b), try GeometryEngine.intersection(a, b), try GeometryEngine.difference(a, b),
            try GeometryEngine.symmetricDifference(a, b), try GeometryEngine.union(a, empty),
            try GeometryEngine.union(b, Polygon(parts: [], spatialReference: b.spatialReference))
          )
        })
    else { return }
    expect(!mixed(a, b), "the overlay accepted mixed spatial references")
    let (union, intersection, difference, symmetric, onlyA, onlyB) = results
    let named = [("union", union), ("intersection", intersection), ("difference", difference)]
    for (name, result) in named + [("symmetric difference", symmetric), ("A", onlyA), ("B", onlyB)] {
      OverlayChecks.checkValid(result, "\(name) of \(a) and \(b)")
    }
    let ringsA = OverlayChecks.rings(a)
    let ringsB = OverlayChecks.rings(b)
    let cell = OverlayGrid(magnitude: OverlayChecks.magnitude(ringsA + ringsB)).cell
    let boundaries = OverlayChecks.segments(ringsA + ringsB, closed: true)
    let (areaA, areaB) = (OverlayChecks.area(onlyA), OverlayChecks.area(onlyB))
    let (u, i, d, x) = (
      OverlayChecks.area(union), OverlayChecks.area(intersection), OverlayChecks.area(difference),
      OverlayChecks.area(symmetric)
    )
    let tolerance = 8 * cell * OverlayChecks.length(boundaries) + 1e-12 * (areaA + areaB)
    func context() -> String {
      "A = \(ringsA), B = \(ringsB): |A| = \(areaA), |B| = \(areaB), ∪ \(u), ∩ \(i), − \(d), ⊕ \(x)"
    }
    expect(abs(u + i - areaA - areaB) <= tolerance, "|A∪B| + |A∩B| ≠ |A| + |B| (±\(tolerance)); \(context())")
    expect(abs(d - (areaA - i)) <= tolerance, "|A−B| ≠ |A| − |A∩B| (±\(tolerance)); \(context())")
    expect(abs(x - (u - i)) <= tolerance, "|A⊕B| ≠ |A∪B| − |A∩B| (±\(tolerance)); \(context())")
    // Sample points away from both boundaries: inside each result exactly as the operation says.
    let all = Array((ringsA + ringsB).joined())
    guard let first = all.first, OverlayChecks.magnitude([all]) < 1e12 else { return }
    let low = all.reduce(first) { pointwiseMin($0, $1) } - input.scale
    let high = all.reduce(first) { pointwiseMax($0, $1) } + input.scale
    let margin = 64 * cell + 1e-9 * input.scale
    for p in OverlayChecks.samples(min: low, max: high)
    where OverlayChecks.distance(p, segments: boundaries) > margin {
      let (inA, inB) = (OverlayChecks.isInside(p, rings: ringsA), OverlayChecks.isInside(p, rings: ringsB))
      let expected = [("union", inA || inB), ("intersection", inA && inB), ("difference", inA && !inB)]
      for ((name, result), (_, inside)) in zip(named, expected) {
        let found = OverlayChecks.isInside(p, rings: OverlayChecks.rings(result))
        expect(
          found == inside, "\(p) is \(found ? "in" : "not in") the \(name); in A: \(inA), in B: \(inB); \(context())")
      }
      let found = OverlayChecks.isInside(p, rings: OverlayChecks.rings(symmetric))
      expect(found == (inA != inB), "\(p) in symmetric difference: \(found); A: \(inA), B: \(inB); \(context())")
    }
  }
}
