import MeridianCore
import MeridianSampleData
import Testing

/// The Helsinki extract's buildings as the geometry benchmark reads them, against pyosmium 4.3.2's area
/// assembler (`osmium.SimpleHandler.area` with node locations, areas tagged `building`).
@Suite("Helsinki buildings")
struct HelsinkiBuildingsTests {
  @Test("The buildings are the 446 areas pyosmium assembles, 385 of them ways, with its total area")
  func buildingsMatchPyosmium() throws {
    let buildings = try SampleData.helsinkiBuildingRings()
    #expect(buildings.count == 446)
    #expect(buildings.prefix { $0.count == 1 }.count == 385)
    #expect(buildings.allSatisfy { $0.allSatisfy { $0.count >= 4 && $0.first == $0.last } })
    // pyosmium's multipolygons projected by shapely as the bench projects them: (λ − 24.94)·55373.459…,
    // (φ − 60.17)·111319.490… metres; the sum of their areas (holes subtracted), 512,445.78 m².
    let scale = SIMD2(55373.45992049121, 111319.49079327358)
    var total = 0.0
    for building in buildings {
      // The overlay reads the rings by the even-odd rule, as the area assembler does.
      let rings = building.map { ring in
        ring.map { point -> Point in
          let local = (point - SIMD2(24.94, 60.17)) * scale
          return Point(x: local.x, y: local.y)
        }
      }
      total += try GeometryEngine.area(of: try GeometryEngine.union(Polygon(parts: rings), Polygon(parts: [])))
    }
    #expect(abs(total - 512_445.781_852_489_2) <= 1e-9 * 512_445.781_852_489_2, "total area \(total)")
  }
}
