import Testing

@testable import MeridianCore

@Suite("Builders") struct BuilderTests {
  @Test("A polyline builder keeps its extent current as points come and go")
  func polyline() {
    var builder = PolylineBuilder(spatialReference: .webMercator)
    #expect(builder.isEmpty)
    #expect(builder.extent.isEmpty)
    builder.add(.mercator(0, 0))
    builder.add(.mercator(10, 5))
    #expect(builder.extent == Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 5, spatialReference: .webMercator))
    builder.startNewPart()
    builder.add(.mercator(-4, 8))
    builder.add(.mercator(-2, 9))
    #expect(builder.extent == Envelope(xMin: -4, yMin: 0, xMax: 10, yMax: 9, spatialReference: .webMercator))
    #expect(builder.removePart(at: 1)?.count == 2)
    #expect(builder.extent == Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 5, spatialReference: .webMercator))
    #expect(builder.removeLastPoint() == .mercator(10, 5))
    #expect(builder.extent == Envelope(xMin: 0, yMin: 0, xMax: 0, yMax: 0, spatialReference: .webMercator))
    let line = builder.toGeometry()
    #expect(line.parts == [[.mercator(0, 0)]])
    #expect(builder.removePart(at: 7) == nil)
  }

  @Test("A polygon builder round-trips a polygon with a hole")
  func polygon() throws {
    let donut = Polygon(parts: [
      [.mercator(0, 0), .mercator(10, 0), .mercator(10, 10), .mercator(0, 10)],
      [.mercator(3, 3), .mercator(7, 3), .mercator(7, 7)],
    ])
    var builder = PolygonBuilder(polygon: donut)
    #expect(builder.toGeometry() == donut)
    #expect(builder.extent == donut.extent)
    builder.addPart([.mercator(20, 20), .mercator(21, 20), .mercator(21, 21)])
    #expect(builder.extent.xMax == 21)
    #expect(try GeometryEngine.area(of: builder.toGeometry()) == 100 - 8 + 0.5)
  }

  @Test("One builder for both: a generic function reverses the parts of a polyline and of a polygon")
  func multipart() {
    func reversedParts<Shape: Multipart>(_ geometry: Shape) -> Shape {
      var builder = MultipartBuilder<Shape>(spatialReference: geometry.spatialReference)
      for part in geometry.parts.reversed() { builder.addPart(part) }
      return builder.toGeometry()
    }
    let a: [Point] = [.mercator(0, 0), .mercator(1, 0)]
    let b: [Point] = [.mercator(5, 5), .mercator(6, 5), .mercator(6, 6)]
    #expect(reversedParts(Polyline(parts: [a, b])) == Polyline(parts: [b, a]))
    #expect(reversedParts(Polygon(parts: [b, a])).parts == [a, b])
    #expect(PolylineBuilder(polyline: Polyline(parts: [a])) == MultipartBuilder(Polyline(parts: [a])))
  }

  @Test("Multipoint and envelope builders")
  func multipointAndEnvelope() {
    var points = MultipointBuilder(spatialReference: .wgs84)
    points.add(Point(latitude: 1, longitude: 2))
    points.insert(Point(latitude: -3, longitude: 4), at: 0)
    #expect(points.extent == Envelope(xMin: 2, yMin: -3, xMax: 4, yMax: 1, spatialReference: .wgs84))
    #expect(points.remove(at: 0) == Point(latitude: -3, longitude: 4))
    #expect(points.toGeometry().points.count == 1)
    var box = EnvelopeBuilder(spatialReference: .wgs84)
    box.union(Point(latitude: 1, longitude: 2))
    box.union(Envelope(xMin: 5, yMin: 5, xMax: 6, yMax: 6, spatialReference: .wgs84))
    #expect(box.toGeometry() == Envelope(xMin: 2, yMin: 1, xMax: 6, yMax: 6, spatialReference: .wgs84))
    box.expand(by: 2)
    #expect(box.extent.width == 8)
    box.offsetBy(x: 1, y: 0)
    #expect(box.extent.xMin == 1)
  }
}
