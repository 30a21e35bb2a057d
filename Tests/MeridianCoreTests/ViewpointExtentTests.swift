import Foundation
import Testing

@testable import MeridianCore

@Suite("Viewpoint extents") struct ViewpointExtentTests {
  let view = CGSize(width: 400, height: 300)

  // MARK: - Visible extent

  @Test("A 400 × 300 view at 1:72,000 in Web Mercator shows 7,620 m × 5,715 m")
  func webMercatorExtent() throws {
    // Hand-worked: units per point = 72,000 × 0.0254 / 96 = 19.05 m.
    // Width = 400 × 19.05 = 7,620 m, height = 300 × 19.05 = 5,715 m, centred on (1000, 2000).
    let viewpoint = Viewpoint(center: .mercator(1000, 2000), scale: 72_000)
    let extent = try viewpoint.visibleExtent(for: view)
    expectClose(extent.xMin, 1000 - 3810, tolerance: 1e-6)
    expectClose(extent.xMax, 1000 + 3810, tolerance: 1e-6)
    expectClose(extent.yMin, 2000 - 2857.5, tolerance: 1e-6)
    expectClose(extent.yMax, 2000 + 2857.5, tolerance: 1e-6)
  }

  @Test("Rotation by 30° grows the extent to w·cos + h·sin by w·sin + h·cos")
  func rotatedExtent() throws {
    // Hand-worked: cos 30° = 0.8660254038, sin 30° = 0.5.
    // Width = 7,620 × 0.8660254038 + 5,715 × 0.5 = 6,599.1135770 + 2,857.5 = 9,456.6135770 m.
    // Height = 7,620 × 0.5 + 5,715 × 0.8660254038 = 3,810 + 4,949.3351827 = 8,759.3351827 m.
    let extent = try Viewpoint(center: .mercator(0, 0), scale: 72_000, rotation: 30).visibleExtent(for: view)
    expectClose(extent.width, 9_456.6135770, tolerance: 1e-6)
    expectClose(extent.height, 8_759.3351827, tolerance: 1e-6)
    // At 90° the width and height swap.
    let quarter = try Viewpoint(center: .mercator(0, 0), scale: 72_000, rotation: 90).visibleExtent(for: view)
    expectClose(quarter.width, 5715, tolerance: 1e-6)
    expectClose(quarter.height, 7620, tolerance: 1e-6)
  }

  @Test("The rotated visible area's corners turn with the map")
  func rotatedArea() throws {
    // With the map turned 90° counter-clockwise, north points left on screen, so the screen's
    // bottom-left corner (dx = -200, dy = -150 points) is north-west of the centre:
    // (dx·cos θ + dy·sin θ, -dx·sin θ + dy·cos θ) × 19.05 = (-150, 200) × 19.05 = (-2,857.5, 3,810).
    let area = try Viewpoint(center: .mercator(0, 0), scale: 72_000, rotation: 90).visibleArea(for: view)
    let corners = try #require(area.parts.first)
    #expect(corners.count == 4)
    expectClose(corners[0].x, -2857.5, tolerance: 1e-6)
    expectClose(corners[0].y, 3810, tolerance: 1e-6)
    // Top-right (dx = 200, dy = 150) is the opposite corner.
    expectClose(corners[2].x, 2857.5, tolerance: 1e-6)
    expectClose(corners[2].y, -3810, tolerance: 1e-6)
    #expect(PlanarMath.signedArea(corners.map { SIMD2($0.x, $0.y) }) > 0, "counter-clockwise")
  }

  @Test("A WGS84 centre is projected into the map's reference: Malibu in Web Mercator")
  func malibuInMercator() throws {
    // Centre from PROJ 9.5.1 (EPSG:4326 → EPSG:3857): (-13,225,312.103694867, 4,032,428.0429032557).
    let viewpoint = Viewpoint(latitude: 34.027, longitude: -118.805, scale: 72_000)
    let extent = try viewpoint.visibleExtent(for: view, spatialReference: .webMercator)
    expectClose(extent.center.x, -13_225_312.103694867, tolerance: 1e-6)
    expectClose(extent.center.y, 4_032_428.0429032557, tolerance: 1e-6)
    expectClose(extent.width, 7620, tolerance: 1e-6)
    #expect(extent.spatialReference == .webMercator)
  }

  @Test("A geographic map counts a degree as 111,319.49 m")
  func geographicExtent() throws {
    // Hand-worked: 19.05 m per point / (2π × 6,378,137 / 360 = 111,319.490793 m per degree)
    // = 1.711290e-4 degrees per point; 400 points = 0.06845161 degrees.
    let extent = try Viewpoint(latitude: 0, longitude: 0, scale: 72_000).visibleExtent(for: view)
    expectClose(extent.width, 400 * 19.05 / 111_319.490793, tolerance: 1e-9)
    #expect(extent.spatialReference == .wgs84)
  }

  @Test("Screen and map conversions are inverse, at any rotation")
  func screenRoundTrip() {
    let viewpoint = Viewpoint(center: .mercator(500, -300), scale: 10_000, rotation: 37)
    let screen = CGPoint(x: 31, y: 277)
    let map = viewpoint.location(fromScreenPoint: screen, viewSize: view)
    let back = viewpoint.screenPoint(fromLocation: map, viewSize: view)
    expectClose(Double(back.x), 31, tolerance: 1e-9)
    expectClose(Double(back.y), 277, tolerance: 1e-9)
    // The view's centre is the viewpoint's centre.
    let center = viewpoint.location(fromScreenPoint: CGPoint(x: 200, y: 150), viewSize: view)
    expectClose(center.x, 500, tolerance: 1e-9)
    expectClose(center.y, -300, tolerance: 1e-9)
  }

  // MARK: - Fitting a geometry

  @Test("Fitting a 2 km × 1 km envelope with 20 points of padding")
  func fitEnvelope() throws {
    // Hand-worked: room = (400 - 40) × (300 - 40) = 360 × 260 points.
    // Units per point = max(2000 / 360, 1000 / 260) = 5.5555556 m; scale = 5.5555556 × 96 / 0.0254
    // = 20,997.375328.
    let area = Envelope(xMin: 1000, yMin: 1000, xMax: 3000, yMax: 2000, spatialReference: .webMercator)
    let viewpoint = try Viewpoint.fitting(area, padding: 20, viewSize: view)
    expectClose(viewpoint.targetScale, 20_997.375328, tolerance: 1e-5)
    let center = try #require(viewpoint.targetGeometry as? Point)
    expectClose(center.x, 2000, tolerance: 1e-9)
    expectClose(center.y, 1500, tolerance: 1e-9)
  }

  @Test("Fitting with rotation uses the rotated geometry, not its extent")
  func fitRotated() throws {
    // A diamond with vertices at (±1000, 0) and (0, ±1000). Unrotated it needs 2000 m across 400 points,
    // 5 m per point. Turned 45°, it becomes a square of side 1000·√2 = 1,414.2136 m: 3.5355339 m per point.
    let diamond = Polygon(
      points: [.mercator(1000, 0), .mercator(0, 1000), .mercator(-1000, 0), .mercator(0, -1000)])
    let square = CGSize(width: 400, height: 400)
    let flat = try Viewpoint.fitting(diamond, viewSize: square)
    expectClose(flat.targetScale, 5 * 96 / 0.0254, tolerance: 1e-6)
    let turned = try Viewpoint.fitting(diamond, viewSize: square, rotation: 45)
    expectClose(turned.targetScale, 1000 * 2.0.squareRoot() / 400 * 96 / 0.0254, tolerance: 1e-6)
    #expect(turned.rotation == 45)
    // The fitted view shows the whole diamond.
    let visible = try turned.visibleArea(for: square)
    #expect(try GeometryEngine.contains(visible.expandedForTest(by: 1e-6), diamond))
  }

  @Test("A bounding-geometry viewpoint resolves to centre and scale for a view")
  func resolveBoundingGeometry() throws {
    // The 90° case: the 2,000 × 1,000 m box becomes 1,000 wide by 2,000 high on screen.
    // Units per point = max(1000 / 360, 2000 / 260) = 7.6923077; scale = 7.6923077 × 3,779.527559 = 29,073.288916.
    let area = Envelope(xMin: -1000, yMin: -500, xMax: 1000, yMax: 500, spatialReference: .webMercator)
    let resolved = try Viewpoint(boundingGeometry: area, rotation: 90).resolved(for: view, padding: 20)
    #expect(resolved.kind == .centerAndScale)
    expectClose(resolved.targetScale, 29_073.288916, tolerance: 1e-5)
  }

  @Test("Bad view sizes, scales, padding and geometries throw")
  func badInput() {
    let viewpoint = Viewpoint(center: .mercator(0, 0), scale: 72_000)
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      _ = try viewpoint.visibleExtent(for: CGSize(width: 0, height: 300))
    }
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      _ = try viewpoint.visibleExtent(for: CGSize(width: Double.nan, height: 300))
    }
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      _ = try Viewpoint(center: .mercator(0, 0), scale: -5).visibleExtent(for: view)
    }
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try Viewpoint(center: .mercator(.infinity, 0), scale: 5).visibleExtent(for: view)
    }
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      _ = try Viewpoint.fitting(Envelope(center: .mercator(0, 0), width: 10, height: 10), padding: 200, viewSize: view)
    }
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      _ = try Viewpoint.fitting(Point.mercator(0, 0), viewSize: view)
    }
    expectGeometryError({ if case .emptyGeometry = $0 { true } else { false } }) {
      _ = try Viewpoint.fitting(Polygon(parts: [], spatialReference: .webMercator), viewSize: view)
    }
  }
}

extension Polygon {
  /// The polygon scaled about the origin by 1 + factor, to absorb rounding in containment checks.
  func expandedForTest(by factor: Double) -> Polygon {
    Polygon(
      parts: parts.map {
        $0.map { Point(x: $0.x * (1 + factor), y: $0.y * (1 + factor), spatialReference: spatialReference) }
      },
      spatialReference: spatialReference)
  }
}
