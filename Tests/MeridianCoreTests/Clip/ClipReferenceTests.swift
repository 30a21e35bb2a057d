import Testing

@testable import MeridianCore

/// Clipping real shapes: Natural Earth countries cut by boxes, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1 (Python 3.11 venv), 2026-12-05, on the same coordinates
/// (``NaturalEarthSample``): `shapely.clip_by_rect(MultiPolygon, *box)` gave `area` (equal to
/// `shapely.intersection` with the box in every case) and `rings`, the areas of the result's exterior
/// and interior rings, largest first, to 12 significant digits; `outlineLength` is the length of
/// `shapely.intersection(MultiLineString(every ring, closed), box)`.
@Suite("Clip: Natural Earth countries against GEOS") struct ClipReferenceTests {
  struct ReferenceCase: CustomTestStringConvertible {
    var country: String
    var box: (Double, Double, Double, Double)
    var area: Double
    var rings: [Double]
    var outlineLength: Double
    init(
      _ country: String, _ box: (Double, Double, Double, Double), area: Double, rings: [Double],
      outlineLength: Double
    ) {
      (self.country, self.box, self.area, self.rings, self.outlineLength) = (country, box, area, rings, outlineLength)
    }
    var testDescription: String { "\(country) in \(box)" }
    var rect: ClipRectangle { ClipRectangle(xMin: box.0, yMin: box.1, xMax: box.2, yMax: box.3) }
  }

  static let cases: [ReferenceCase] = [
    ReferenceCase(
      "Canada", (-100, 50, -60, 75), area: 591.6402287337125,
      rings: [
        435.571717247, 117.791139021, 7.97414463653, 7.12007411322, 6.72340786019, 5.88633425305, 3.14672620812,
        2.9403747118, 1.9157068076, 1.0404905751, 0.896547940186, 0.532123450125, 0.101441910027,
      ],
      outlineLength: 312.7632366091783),
    ReferenceCase(
      "Canada", (-130, 60, -90, 80), area: 497.1401304462635,
      rings: [
        348.630270093, 54.3805624263, 20.1183107067, 14.3104665769, 9.40419616915, 7.65198311361, 7.6472824873,
        7.12007411322, 6.11448416505, 6.07981412152, 3.97654754135, 2.9403747118, 2.18048754361, 2.13884803535,
        1.68717127059, 1.163, 0.793250727699, 0.711297844781, 0.0917087982051,
      ],
      outlineLength: 328.472508653878),
    ReferenceCase(
      "Canada", (-80, 40, -50, 55), area: 205.06680440779402,
      rings: [187.99544849, 15.2285197853, 0.969682408225, 0.8731537244],
      outlineLength: 111.63244863888734),
    ReferenceCase(
      "Indonesia", (100, -8, 120, 2), area: 76.17126740473189,
      rings: [37.8646044408, 25.3520224989, 9.29760359686, 3.65703686816],
      outlineLength: 70.11339990232037),
    ReferenceCase(
      "Indonesia", (115, -10, 135, 0), area: 33.96044781594266,
      rings: [
        11.9854106118, 7.96748863443, 6.81436412872, 1.47123729921, 1.3124519687, 1.1829067144, 1.02912389943,
        0.63800381104, 0.565369805276, 0.516220033664, 0.274179581835, 0.203691327469,
      ],
      outlineLength: 85.97352954993016),
    ReferenceCase(
      "South Africa", (26, -31, 30, -28), area: 9.438120084043593, rings: [12, 2.56187991596],
      outlineLength: 6.33636595286284),
    ReferenceCase(
      "South Africa", (27.5, -35, 35, -29.5), area: 6.7709850185093465, rings: [6.77098501851],
      outlineLength: 7.6613433921933325),
    ReferenceCase(
      "South Africa", (16, -30, 22, -25), area: 12.19593607448992, rings: [12.1959360745],
      outlineLength: 12.707562445791405),
    ReferenceCase(
      "Norway", (5, 58, 20, 70), area: 46.499263922390355, rings: [46.4992639224],
      outlineLength: 43.52828705864677),
    ReferenceCase(
      "Norway", (10, 62, 30, 72), area: 32.23379866269843, rings: [32.2337986627],
      outlineLength: 46.988221915121365),
    ReferenceCase(
      "Italy", (8, 38, 16, 46), area: 23.51893699271112,
      rings: [20.4847229374, 2.53065798727, 0.317921291693, 0.185634776377],
      outlineLength: 29.560424362356557),
    ReferenceCase(
      "Italy", (12, 36, 18, 41), area: 7.367308430959651, rings: [4.58061468705, 2.78669374391],
      outlineLength: 18.616264072032926),
    ReferenceCase(
      "Chile", (-75, -50, -68, -30), area: 41.29060874659499, rings: [41.2906087466],
      outlineLength: 47.57004281504739),
    ReferenceCase(
      "Chile", (-72, -56, -66, -52), area: 10.113518493255343, rings: [7.37736874119, 2.73614975206],
      outlineLength: 21.20572624682235),
    ReferenceCase(
      "United States of America", (-125, 30, -100, 50), area: 396.0073621882969, rings: [396.007362188],
      outlineLength: 61.60339695754905),
    ReferenceCase(
      "United States of America", (-170, 50, -140, 72), area: 270.28305014248474,
      rings: [267.344721423, 1.79753687878, 0.729213625266, 0.411578215192],
      outlineLength: 134.6031711834517),
  ]

  @Test("Polygon clipping: GEOS's area, ring count and ring areas", arguments: cases)
  func polygons(_ c: ReferenceCase) throws {
    let rings = NaturalEarthSample.country(c.country)
    let polygon = Polygon(
      parts: rings.map { $0.map { Point(x: $0.x, y: $0.y, spatialReference: .wgs84) } }, spatialReference: .wgs84)
    let envelope = Envelope(xMin: c.box.0, yMin: c.box.1, xMax: c.box.2, yMax: c.box.3, spatialReference: .wgs84)
    let clipped = try #require(try GeometryEngine.clip(polygon, to: envelope) as? Polygon)
    expectClose(try GeometryEngine.area(of: clipped), c.area, tolerance: 1e-9 * c.area)
    let areas = clipped.parts.map { abs(PlanarMath.signedArea($0.map { SIMD2($0.x, $0.y) })) }.sorted(by: >)
    #expect(areas.count == c.rings.count)
    for (mine, theirs) in zip(areas, c.rings) {
      expectClose(mine, theirs, tolerance: 1e-11 * Swift.max(theirs, 1))
    }
    // Every vertex lies in the box, and every ring is closed around some area.
    for ring in clipped.parts {
      #expect(ring.allSatisfy { envelope.contains($0) })
      #expect(ring.count >= 3)
    }
  }

  @Test("The fill kernel (Sutherland–Hodgman) covers the same area", arguments: cases)
  func fillKernel(_ c: ReferenceCase) {
    let rings = NaturalEarthSample.country(c.country)
    var workspace = RectangleClipper.Workspace()
    var total = 0.0
    for (index, ring) in rings.enumerated() {
      var output: [SIMD2<Double>] = []
      ring.withUnsafeBufferPointer {
        _ = RectangleClipper.clipRingForFill($0, to: c.rect, into: &output, workspace: &workspace)
      }
      // Even-odd: a ring inside an odd number of others is a hole (South Africa's Lesotho).
      let depth = rings.indices.filter { $0 != index && PlanarMath.isRing(ring, inside: rings[$0]) }.count
      total += (depth % 2 == 0 ? 1 : -1) * abs(PlanarMath.signedArea(output))
    }
    expectClose(total, c.area, tolerance: 1e-9 * c.area)
  }

  @Test("Path clipping: the outline inside the box has GEOS's length", arguments: cases)
  func outlines(_ c: ReferenceCase) {
    var parts = FlatParts()
    for ring in NaturalEarthSample.country(c.country) {
      let closed = ring + [ring[0]]
      closed.withUnsafeBufferPointer { RectangleClipper.clipPath($0, to: c.rect, into: &parts) }
    }
    var length = 0.0
    for i in 0..<parts.count {
      let part = parts[i]
      #expect(part.count >= 2)
      for k in 1..<part.count { length += PlanarMath.length(part[k] - part[k - 1]) }
    }
    expectClose(length, c.outlineLength, tolerance: 1e-9 * c.outlineLength)
  }
}
