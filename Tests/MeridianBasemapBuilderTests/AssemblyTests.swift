import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Rings from ways, and cut rings closed along the extract's box: every case worked by hand on a
/// 10 × 10 box (coordinates invented for the tests).
@Suite("Ring assembly and closing along the box") struct AssemblyTests {
  let box = BoxCloser.Box(min: SIMD2(0, 0), max: SIMD2(10, 10))

  /// Positions for node ids 1...9 on a line, and none for the ids in `missing`.
  func position(missing: Set<Int64>) -> (Int64) -> SIMD2<Double>? {
    { id in missing.contains(id) ? nil : SIMD2(Double(id), Double(id)) }
  }

  func chain(_ points: [(Double, Double)], cutStart: Bool = true, cutEnd: Bool = true) -> Chain {
    Chain(
      ids: points.indices.map { Int64($0 + 100) }, points: points.map { SIMD2($0.0, $0.1) }, startIsCut: cutStart,
      endIsCut: cutEnd)
  }

  @Test("A way is split at its missing nodes; a cut closed way joins around its closing node")
  func runs() {
    let open = Chain.runs(of: [1, 2, 3, 4, 5] as [Int64], position: position(missing: [3]))
    #expect(open.map(\.ids) == [[1, 2], [4, 5]])
    #expect(open.map(\.startIsCut) == [false, true])
    #expect(open.map(\.endIsCut) == [true, false])
    let closed = Chain.runs(of: [1, 2, 3, 4, 1] as [Int64], position: position(missing: [3]))
    #expect(closed.map(\.ids) == [[4, 1, 2]])
    #expect(closed.first?.startIsCut == true && closed.first?.endIsCut == true)
    // The closing node alone after the cut (way 17361610 of the Helsinki extract), or alone before it
    // (way 22145802), still joins the rest of the ring.
    let closingAfter = Chain.runs(of: [1, 2, 4, 5, 3, 1] as [Int64], position: position(missing: [3]))
    #expect(closingAfter.map(\.ids) == [[1, 2, 4, 5]])
    #expect(closingAfter.first?.startIsCut == true && closingAfter.first?.endIsCut == true)
    let closingBefore = Chain.runs(of: [1, 3, 6, 4, 5, 1] as [Int64], position: position(missing: [3, 6]))
    #expect(closingBefore.map(\.ids) == [[4, 5, 1]])
    #expect(closingBefore.first?.startIsCut == true && closingBefore.first?.endIsCut == true)
    // A lone node between two missing ones draws nothing.
    #expect(Chain.runs(of: [1, 2, 3] as [Int64], position: position(missing: [1, 3])).isEmpty)
  }

  @Test("Member ways sharing end nodes join into one ring, whatever their directions")
  func assemble() {
    let p = position(missing: [])
    let a = Chain.runs(of: [1, 2, 3] as [Int64], position: p)
    let b = Chain.runs(of: [1, 4, 3] as [Int64], position: p)  // drawn the other way
    let (rings, open) = RingAssembler.assemble(a + b)
    #expect(open.isEmpty)
    #expect(rings.count == 1)
    #expect(rings.first?.ids == [1, 2, 3, 4, 1])
    let (_, left) = RingAssembler.assemble(a)
    #expect(left.map(\.ids) == [[1, 2, 3]])
  }

  @Test("A lake hanging from the top edge closes along the top edge between its two ends")
  func hangingFromOneSide() throws {
    let lake = chain([(3, 9.5), (5, 5), (7, 9.5)])
    let rings = try BoxCloser.close([lake], box: box, mode: .area)
    #expect(rings == [[SIMD2(3, 10), SIMD2(3, 9.5), SIMD2(5, 5), SIMD2(7, 9.5), SIMD2(7, 10), SIMD2(3, 10)]])
  }

  @Test("A feature leaving through two sides that meet takes the corner between them")
  func aroundOneCorner() throws {
    let park = chain([(2, 9.9), (9.9, 2)])
    let rings = try BoxCloser.close([park], box: box, mode: .area)
    #expect(rings == [[SIMD2(2, 10), SIMD2(2, 9.9), SIMD2(9.9, 2), SIMD2(10, 2), SIMD2(10, 10), SIMD2(2, 10)]])
  }

  @Test("A river crossing from one side to the opposite one is two chains and one strip")
  func strip() throws {
    let west = chain([(4, 9.9), (4, 0.1)])
    let east = chain([(6, 0.1), (6, 9.9)])
    let rings = try BoxCloser.close([west, east], box: box, mode: .area)
    #expect(rings.count == 1)
    let ring = try #require(rings.first)
    #expect(
      Set(ring) == [
        SIMD2(4, 10), SIMD2(4, 9.9), SIMD2(4, 0.1), SIMD2(4, 0), SIMD2(6, 0), SIMD2(6, 0.1), SIMD2(6, 9.9),
        SIMD2(6, 10),
      ])
    #expect(!ring.contains(SIMD2(0, 0)) && !ring.contains(SIMD2(10, 10)))
  }

  @Test("One shore across the box: either half could be the water, so nothing is closed")
  func ambiguous() {
    #expect(throws: BoxCloser.Failure.ambiguous) {
      _ = try BoxCloser.close([chain([(0.1, 5), (9.9, 5)])], box: box, mode: .area)
    }
  }

  @Test("A coastline running east with the land to the north makes the southern half sea")
  func coastline() throws {
    let coast = chain([(0.1, 5), (9.9, 5)])
    let sea = try BoxCloser.close([coast], box: box, mode: .coastline)
    #expect(sea == [[SIMD2(0, 5), SIMD2(0.1, 5), SIMD2(9.9, 5), SIMD2(10, 5), SIMD2(10, 0), SIMD2(0, 0), SIMD2(0, 5)]])
    // Running west instead, the land is to the south and the sea is the northern half.
    let north = try BoxCloser.close([coast.reversed], box: box, mode: .coastline)
    #expect(
      north == [[SIMD2(10, 5), SIMD2(9.9, 5), SIMD2(0.1, 5), SIMD2(0, 5), SIMD2(0, 10), SIMD2(10, 10), SIMD2(10, 5)]])
  }

  @Test("Bad chains are reported: an end inside the extract, a coastline that leaves twice, one crossing point")
  func failures() {
    #expect(throws: BoxCloser.Failure.endInsideExtract(nodeID: 100)) {
      _ = try BoxCloser.close([chain([(5, 5), (9.9, 5)], cutStart: false)], box: box, mode: .area)
    }
    let out1 = chain([(0.1, 5), (9.9, 5)])
    let out2 = chain([(0.1, 7), (9.9, 7)])
    #expect(throws: BoxCloser.Failure.inconsistentCoastline) {
      _ = try BoxCloser.close([out1, out2], box: box, mode: .coastline)
    }
    #expect(throws: BoxCloser.Failure.coincidentCrossings) {
      _ = try BoxCloser.close([chain([(5, 9.9), (5, 5), (5, 9.9)])], box: box, mode: .area)
    }
  }
}
