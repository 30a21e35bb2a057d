import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianGraphics

@Suite("Point grid and index internals")
struct PointGridTests {
  /// The slots of `points` inside `box` (edges included), by brute force.
  func bruteForce(_ points: [UInt32: (x: Double, y: Double)], _ box: Envelope) -> [UInt32] {
    points.filter { box.contains(Point(x: $0.value.x, y: $0.value.y)) }.map(\.key).sorted()
  }

  func query(_ index: SpatialIndex, _ box: Envelope) -> [UInt32] {
    var found: [UInt32] = []
    index.query(box, into: &found)
    return found.sorted()
  }

  /// Whether the partition's packed points use a dense directory.
  func isDense(_ index: SpatialIndex) -> Bool {
    guard case .dense = index.partitions.first?.points.directory else { return false }
    return true
  }

  /// How the points of a test are laid out.
  enum Layout: String, CaseIterable, Sendable {
    /// Evenly over a square: a dense directory.
    case uniform
    /// In three tight clusters ten thousand units apart: cells sized to the clusters, a sparse directory.
    case clusters
    /// Evenly over a square, with 3% of them a million units away: a sparse directory.
    case outliers
  }

  @Test(
    "Dense and sparse grids agree with brute force through moves and rebuilds, whatever the layout",
    arguments: Layout.allCases)
  func agreesWithBruteForce(layout: Layout) {
    var rng = SeededRandomNumberGenerator(seed: 11)
    var index = SpatialIndex()
    var points: [UInt32: (x: Double, y: Double)] = [:]
    func randomPoint() -> (x: Double, y: Double) {
      let x = Double.random(in: 0...1, using: &rng)
      let y = Double.random(in: 0...1, using: &rng)
      switch layout {
      case .uniform:
        return (x * 100, y * 100)
      case .clusters:
        let cluster = Double(Int.random(in: 0..<3, using: &rng))
        return (cluster * 1e4 + x, -cluster * 1e4 + y)
      case .outliers:
        guard Int.random(in: 0..<100, using: &rng) < 3 else { return (x * 100, y * 100) }
        return (1e6 + x * 1e6, -1e6 - y * 1e6)
      }
    }
    for slot in 0..<5000 as Range<UInt32> {
      let p = randomPoint()
      index.set(slot: slot, extent: Envelope(xMin: p.x, yMin: p.y, xMax: p.x, yMax: p.y))
      points[slot] = p
    }
    index.flush()
    #expect(isDense(index) == (layout == .uniform))
    if layout == .clusters {
      // About 1,667 points a unit square: cells of 1/16 unit, not one cell per cluster.
      let size = index.partitions.first?.cellSize ?? 0
      #expect(size < 0.2, "cell size \(size)")
    }
    for round in 0..<6 {
      for _ in 0..<400 {
        let slot = UInt32.random(in: 0..<6000, using: &rng)
        if Int.random(in: 0..<3, using: &rng) == 0 {
          index.remove(slot: slot)
          points[slot] = nil
        } else {
          let p = randomPoint()
          index.set(slot: slot, extent: Envelope(xMin: p.x, yMin: p.y, xMax: p.x, yMax: p.y))
          points[slot] = p
        }
      }
      index.flush()
      for _ in 0..<100 {
        let p = randomPoint()
        let w = [0.01, 0.1, 1, 20][Int.random(in: 0..<4, using: &rng)]
        let box = Envelope(xMin: p.x - w, yMin: p.y - w, xMax: p.x + w, yMax: p.y + w)
        let found = query(index, box)
        #expect(found == bruteForce(points, box), "round \(round), box \(box)")
        if found != bruteForce(points, box) { return }
      }
    }
    #expect(
      query(index, Envelope(xMin: -.infinity, yMin: -.infinity, xMax: .infinity, yMax: .infinity)).count == points.count
    )
  }

  @Test("A query with a limit stops once over it and says so; under it, it finds everything")
  func limit() {
    var index = SpatialIndex()
    for slot in 0..<1000 as Range<UInt32> {
      let x = Double(slot % 40)
      let y = Double(slot / 40)
      index.set(slot: slot, extent: Envelope(xMin: x, yMin: y, xMax: x, yMax: y))
    }
    index.flush()
    let box = Envelope(xMin: 0, yMin: 0, xMax: 9, yMax: 9)  // 100 points
    var found: [UInt32] = []
    #expect(index.query(box, into: &found, limit: 100))
    #expect(found.count == 100)
    found.removeAll()
    #expect(!index.query(box, into: &found, limit: 99))
    #expect(found.count > 99)
  }

  @Test("A moved point is found only at its new place, before and after the next rebuild")
  func movesAcrossRebuilds() {
    var index = SpatialIndex()
    for slot in 0..<100 as Range<UInt32> {
      index.set(slot: slot, extent: Envelope(xMin: Double(slot), yMin: 0, xMax: Double(slot), yMax: 0))
    }
    index.flush()
    // Move slot 7 far away, then many times, so that the recent part and then a rebuild hold it.
    for step in 0..<600 {
      let x = 1000 + Double(step)
      index.set(slot: 7, extent: Envelope(xMin: x, yMin: 5, xMax: x, yMax: 5))
      index.flush()
      #expect(query(index, Envelope(xMin: 6.5, yMin: -1, xMax: 7.5, yMax: 1)).isEmpty)
      #expect(query(index, Envelope(xMin: x, yMin: 5, xMax: x, yMax: 5)) == [7])
    }
  }

  @Test("Cell coordinates are the floor of value × inverse, clamped to ±2·10⁹, NaN to the lowest cell")
  func cellCoordinates() {
    var rng = SeededRandomNumberGenerator(seed: 3)
    let special: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 1e-300, -1e-300, 1_999_999_999.5, -1_999_999_999.5, 2e9, -2e9, 3e9, -3e9,
    ]
    let values =
      special + (0..<2000).map { _ in Double.random(in: -1e10...1e10, using: &rng) }
      + (0..<2000).map { _ in Double.random(in: -10...10, using: &rng) }
    for value in values {
      let q = value.rounded(.down)
      let expected =
        q >= GridCell.limit ? Int32(GridCell.limit) : q > -GridCell.limit ? Int32(q) : -Int32(GridCell.limit)
      #expect(GridCell.coordinate(value, 1) == expected, "\(value)")
    }
    #expect(GridCell.coordinate(.nan, 1) == -Int32(GridCell.limit))
    #expect(GridCell.coordinate(.infinity, 1) == Int32(GridCell.limit))
    #expect(GridCell.coordinate(-.infinity, 1) == -Int32(GridCell.limit))
  }

  @Test("The index's Web Mercator → WGS84 box projection equals GeometryEngine's to the bit")
  func projectionMatchesEngine() throws {
    var rng = SeededRandomNumberGenerator(seed: 5)
    for _ in 0..<500 {
      let x = Double.random(in: -4e7...4e7, using: &rng)
      let y = Double.random(in: -3e7...3e7, using: &rng)
      let box = Envelope(
        xMin: x, yMin: y, xMax: x + Double.random(in: 0...1e5, using: &rng),
        yMax: y + Double.random(in: 0...1e5, using: &rng), spatialReference: .webMercator)
      let fast = try #require(SpatialIndex.project(box, into: .wgs84))
      let engine = try GeometryEngine.project(box, into: .wgs84)
      #expect(
        [fast.xMin, fast.yMin, fast.xMax, fast.yMax].map(\.bitPattern)
          == [engine.xMin, engine.yMin, engine.xMax, engine.yMax].map(\.bitPattern))
    }
    let infinite = Envelope(xMin: 0, yMin: 0, xMax: .infinity, yMax: 1, spatialReference: .webMercator)
    #expect(SpatialIndex.project(infinite, into: .wgs84) == nil)
  }

  @Test("Copies of one symbol existential count as the same; other values do not")
  func sameSymbol() {
    var a = SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)
    a.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    let boxed: any Symbol = a
    let copy = boxed
    #expect(OverlayStorage.isSame(boxed, copy))
    var b = a
    b.size = 11
    #expect(!OverlayStorage.isSame(boxed, b))
    #expect(!OverlayStorage.isSame(boxed, SimpleLineSymbol(width: 2)))
  }
}
