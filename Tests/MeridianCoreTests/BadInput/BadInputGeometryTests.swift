import Foundation
import Testing

@testable import MeridianCore

/// Geometry extremes through the public API: NaN, ±∞, 1e300, out-of-range latitudes, unknown WKIDs,
/// and sizes a caller controls. Each throws the typed error named in its case; the inputs are values,
/// unchanged by the call.
@Suite("Bad input: geometry") struct BadInputGeometryTests {
  static let equator = Point(latitude: 0, longitude: 0)
  static let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 1)])

  static let cases: [GeometryBadCase] = [
    .init("normalizeCentralMeridian(Point x: NaN) → nonFiniteCoordinate", Expect.nonFinite) {
      _ = try GeometryEngine.normalizeCentralMeridian(of: Point(x: .nan, y: 0, spatialReference: .wgs84))
    },
    .init("normalizeCentralMeridian(Point x: +∞) → nonFiniteCoordinate", Expect.nonFinite) {
      _ = try GeometryEngine.normalizeCentralMeridian(of: Point(x: .infinity, y: 0, spatialReference: .wgs84))
    },
    .init("normalizeCentralMeridian(Point x: -1e16, Web Mercator) → coordinateOutOfRange", Expect.outOfRange) {
      _ = try GeometryEngine.normalizeCentralMeridian(of: Point.mercator(-1e16, 0))
    },
    .init("normalizeCentralMeridian(Polyline -1e14...1e14°: 5.6e11 cuts) → outputTooLarge", Expect.tooLarge) {
      let line = Polyline(points: [Point(x: -1e14, y: 0, spatialReference: .wgs84), Point(x: 1e14, y: 0)])
      _ = try GeometryEngine.normalizeCentralMeridian(of: line)
    },
    .init("normalizeCentralMeridian(Polygon over 1e9°: 2.8e6 strips × 4 vertices) → outputTooLarge", Expect.tooLarge) {
      let box = Polygon(points: [
        Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 1e9), Point(latitude: 1, longitude: 1e9),
        Point(latitude: 1, longitude: 0),
      ])
      _ = try GeometryEngine.normalizeCentralMeridian(of: box)
    },
    .init("normalizeCentralMeridian(Envelope xMin: -1e300) → coordinateOutOfRange", Expect.outOfRange) {
      let envelope = Envelope(xMin: -1e300, yMin: 0, xMax: 10, yMax: 10, spatialReference: .wgs84)
      _ = try GeometryEngine.normalizeCentralMeridian(of: envelope as any Geometry)
    },
    .init("normalizeCentralMeridian(Point wkid 2193) → unsupportedSpatialReference", Expect.unsupported) {
      _ = try GeometryEngine.normalizeCentralMeridian(of: Point(x: 1, y: 1, spatialReference: .init(wkid: 2193)))
    },
    .init("geodeticDensify(maxSegmentLength: NaN) → invalidParameter", Expect.argument) {
      _ = try GeometryEngine.geodeticDensify(line, maxSegmentLength: .nan)
    },
    .init("geodeticDensify(maxSegmentLength: -1) → invalidParameter", Expect.argument) {
      _ = try GeometryEngine.geodeticDensify(line, maxSegmentLength: -1)
    },
    .init("geodeticDensify(a path through latitude 95) → latitudeOutOfRange", Expect.latitude) {
      let bad = Polyline(points: [Point(latitude: 0, longitude: 0), Point(x: 0, y: 95, spatialReference: .wgs84)])
      _ = try GeometryEngine.geodeticDensify(bad, maxSegmentLength: 1000)
    },
    .init(
      "geodeticDensify(18° of equator, 2,003,751 m, at 1 m: about 2.0e6 vertices) → outputTooLarge",
      Expect.tooLarge
    ) {
      let long = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 18)])
      _ = try GeometryEngine.geodeticDensify(long, maxSegmentLength: 1)
    },
    .init("project(Point latitude 1e300 → Web Mercator) → latitudeOutOfRange", Expect.latitude) {
      _ = try GeometryEngine.project(Point(x: 0, y: 1e300, spatialReference: .wgs84), into: .webMercator)
    },
    .init("project(Point longitude 1e308 → Web Mercator) → coordinateOutOfRange, not x = +∞", Expect.outOfRange) {
      _ = try GeometryEngine.project(Point(x: 1e308, y: 0, spatialReference: .wgs84), into: .webMercator)
    },
    .init("project(Point y: -∞, Web Mercator → WGS84) → nonFiniteCoordinate", Expect.nonFinite) {
      _ = try GeometryEngine.project(Point.mercator(0, -.infinity), into: .wgs84)
    },
    .init("project(Point into wkid 999999) → unsupportedSpatialReference", Expect.unsupported) {
      _ = try GeometryEngine.project(equator, into: SpatialReference(wkid: 999_999))
    },
    .init("project(Point from wkid -1 into WGS84) → unsupportedSpatialReference", Expect.unsupported) {
      _ = try GeometryEngine.project(Point(x: 0, y: 0, spatialReference: .init(wkid: -1)), into: .wgs84)
    },
    .init("project([Point], the third NaN) → nonFiniteCoordinate", Expect.nonFinite) {
      let points = [equator, equator, Point(x: .nan, y: 0, spatialReference: .wgs84)]
      _ = try GeometryEngine.project(points, into: .webMercator)
    },
    .init(
      "projectCoordinates([0, 0, 1e308, 0] WGS84 → Web Mercator) → coordinateOutOfRange, unchanged", Expect.outOfRange
    ) {
      var coordinates = [0.0, 0, 1e308, 0]
      defer { #expect(coordinates == [0.0, 0, 1e308, 0], "nothing is half-applied") }
      try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
    },
    .init("geodeticDistance(to latitude 91) → latitudeOutOfRange", Expect.latitude) {
      _ = try GeometryEngine.geodeticDistance(from: equator, to: Point(x: 0, y: 91, spatialReference: .wgs84))
    },
    .init("geodeticDistance(to longitude +∞) → nonFiniteCoordinate", Expect.nonFinite) {
      _ = try GeometryEngine.geodeticDistance(from: equator, to: Point(x: .infinity, y: 0, spatialReference: .wgs84))
    },
    .init("moveGeodetic(distance: +∞) → invalidParameter", Expect.argument) {
      _ = try GeometryEngine.moveGeodetic(equator, distance: .infinity, azimuth: 0)
    },
    .init("moveGeodetic(azimuth: NaN) → invalidParameter", Expect.argument) {
      _ = try GeometryEngine.moveGeodetic(equator, distance: 1, azimuth: .nan)
    },
    .init("geodeticBuffer(distance: 0) → invalidParameter", Expect.argument) {
      _ = try GeometryEngine.geodeticBuffer(around: equator, distance: 0)
    },
    .init("buffer(distance: NaN) → invalidParameter", Expect.argument) {
      _ = try GeometryEngine.buffer(around: Point.mercator(0, 0), distance: .nan)
    },
    .init("buffer(Multipoint of 3,000 points: 1,080,000 circle vertices) → outputTooLarge", Expect.tooLarge) {
      let points = (0..<3000).map { Point.mercator(Double($0) * 100, 0) }
      _ = try GeometryEngine.buffer(around: Multipoint(points: points, spatialReference: .webMercator), distance: 1)
    },
    .init("distance(point in wkid 2193, WGS84 point) → mismatchedSpatialReferences", Expect.mismatched) {
      _ = try GeometryEngine.distance(from: Point(x: 0, y: 0, spatialReference: .init(wkid: 2193)), to: equator)
    },
    .init("intersects(WGS84 line, point with NaN x: the empty point) → emptyGeometry", Expect.empty) {
      _ = try GeometryEngine.intersects(line, Point(x: .nan, y: 0, spatialReference: .wgs84))
    },
    .init("intersects(10,001-vertex line, 10,001-vertex line: 1.0002e8 pairs) → invalidParameter", Expect.argument) {
      let a = Polyline(points: (0...10_000).map { Point(x: Double($0), y: 0, spatialReference: .webMercator) })
      let b = Polyline(points: (0...10_000).map { Point(x: Double($0), y: 1, spatialReference: .webMercator) })
      _ = try GeometryEngine.intersects(a, b)
    },
    .init("Viewpoint.fitting(Envelope ±1e308, width overflows to ∞) → invalidParameter", Expect.argument) {
      let huge = Envelope(xMin: -1e308, yMin: -1e308, xMax: 1e308, yMax: 1e308, spatialReference: .webMercator)
      _ = try Viewpoint.fitting(huge, viewSize: CGSize(width: 100, height: 100))
    },
    .init("Viewpoint.fitting(line, padding: NaN) → invalidParameter", Expect.argument) {
      _ = try Viewpoint.fitting(line, padding: .nan, viewSize: CGSize(width: 100, height: 100))
    },
    .init("Viewpoint.fitting(line, viewSize: 1e300 × 1e300, beyond 100,000) → invalidParameter", Expect.argument) {
      _ = try Viewpoint.fitting(line, viewSize: CGSize(width: 1e300, height: 1e300))
    },
  ]

  @Test("Each call throws its typed error", arguments: cases)
  func badCall(_ badCase: GeometryBadCase) {
    badCase.check()
  }

  @Test("normalizeCentralMeridian(Polyline near 1e14°) is bounded: two points one world apart give two parts")
  func nearBoundStillWorks() throws {
    // 1e14 + 0 and 1e14 + 360 are exact doubles; the segment crosses one strip edge (at 180 mod 360).
    let base = 1e14
    let line = Polyline(points: [Point(x: base, y: 0, spatialReference: .wgs84), Point(x: base + 360, y: 10)])
    let before = line
    let result = try GeometryEngine.normalizeCentralMeridian(of: line)
    #expect(line == before)
    #expect(result.parts.count == 2)
    for x in result.parts.joined().map(\.x) { #expect((-180.0...180.0).contains(x)) }
  }

  @Test("contains(triangle, point at y 1e300) is false and moveGeodetic of 1e300 m is a finite point: defined results")
  func definedResults() throws {
    let triangle = Polygon(points: [
      Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 1), Point(latitude: 1, longitude: 1),
    ])
    #expect(try !GeometryEngine.contains(triangle, Point(x: 0.5, y: 1e300, spatialReference: .wgs84)))
    let far = try GeometryEngine.moveGeodetic(Self.equator, distance: 1e300, azimuth: 45)
    #expect(far.isFinite)
    #expect((-90.0...90.0).contains(far.y))
  }

  @Test("geodeticDensify in a cancelled task throws CancellationError within 4,096 vertices, not after 500,000")
  func densifyHonoursCancellation() async {
    // 0°,0° to 0°,90°: 10,018,754 m of equator at 20 m is about 500,938 vertices.
    let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 90)])
    let task = Task { () throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      let result = try GeometryEngine.geodeticDensify(line, maxSegmentLength: 20)
      return (result as? Polyline)?.parts.first?.count ?? 0
    }
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }

  @Test("Viewpoint(center: NaN) is a value (initialisers never throw); resolving it for a view throws")
  func viewpointWithNaNCenter() {
    let viewpoint = Viewpoint(center: Point(x: .nan, y: 0, spatialReference: .webMercator), scale: 1000)
    #expect(viewpoint.targetScale == 1000)
    #expect(throws: (any Error).self) { _ = try viewpoint.visibleExtent(for: CGSize(width: 100, height: 100)) }
  }
}
