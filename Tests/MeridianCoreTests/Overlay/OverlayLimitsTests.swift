import Foundation
import Testing

@testable import MeridianCore

/// The overlay's and the buffer's bounds and bad inputs that the other suites leave out: ten million
/// vertices, a buffer distance of 1e300, NaN and empty inputs to the buffer, mixed references in
/// `union(of:)`, and a large union cancelled while it runs.
@Suite("Overlay and buffer: limits and bad input") struct OverlayLimitsTests {
  static let triangle = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)]
  static let square = Polygon(envelope: Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1))
  /// A ring with a NaN vertex, placed last: a bound checked before reading refuses the input first.
  static let nanRing = [Point(x: 0, y: 0), Point(x: .nan, y: 0), Point(x: 1, y: 1)]

  /// 10,000,002 vertices in 3,333,334 rings (one shared array, so the test allocates little), and a
  /// last ring with a NaN.
  static let tenMillion = Polygon(parts: Array(repeating: triangle, count: 3_333_334) + [nanRing])

  static func tooLarge(_ operation: String, _ count: Int) -> GeometryError {
    .outputTooLarge(operation: "\(operation) \(count) vertices", count: Double(count), limit: 1_000_000)
  }

  @Test("An overlay of 10 million vertices is refused by its bound before any vertex is read")
  func tenMillionOverlay() {
    let count = 10_000_002 + 3 + 4
    #expect(throws: Self.tooLarge("Overlaying", count)) { try GeometryEngine.union(Self.tenMillion, Self.square) }
    #expect(throws: Self.tooLarge("Overlaying", count)) { try GeometryEngine.difference(Self.square, Self.tenMillion) }
    #expect(throws: Self.tooLarge("Cutting", 10_000_005 + 2)) {
      try GeometryEngine.cut(Self.tenMillion, usingCutter: Polyline(points: Array(Self.triangle.prefix(2))))
    }
  }

  @Test("A buffer of 10 million vertices is refused before any vertex is read")
  func tenMillionBuffer() {
    let path = [Point(x: 0, y: 0), Point(x: 1, y: 0)]
    let line = Polyline(parts: Array(repeating: path, count: 5_000_000) + [[Point(x: .nan, y: 0), Point(x: 1, y: 1)]])
    #expect(throws: Self.tooLarge("Buffering", 10_000_002)) { try GeometryEngine.buffer(around: line, distance: 1) }
    #expect(throws: Self.tooLarge("Buffering", 10_000_005)) {
      try GeometryEngine.buffer(around: Self.tenMillion, distance: -1)
    }
  }

  @Test("A buffer distance of ±1e300, ±∞ or NaN is refused, naming the distance")
  func hugeDistance() {
    for distance in [1e300, -1e300, .infinity, -.infinity, .nan, 1e15 * 1.5] {
      let error = #expect(throws: GeometryError.self) {
        try GeometryEngine.buffer(around: Self.square, distance: distance)
      }
      guard case .invalidParameter(let name, _)? = error else {
        Issue.record("distance \(distance): \(String(describing: error))")
        continue
      }
      #expect(name == "distance")
    }
  }

  @Test("A buffer of a NaN, infinite or 1e300 coordinate throws a typed error naming it")
  func badCoordinates() {
    let nan = Polyline(points: [Point(x: 0, y: 0), Point(x: 1, y: .nan)])
    // NaN never equals itself, so the error is compared by its description.
    let nanError = #expect(throws: GeometryError.self) { try GeometryEngine.buffer(around: nan, distance: 1) }
    #expect(nanError?.description == "The coordinate y of path 0 point 1 is nan; coordinates must be finite numbers.")
    let infinite = Multipoint(points: [Point(x: 0, y: 0), Point(x: -.infinity, y: 0)])
    #expect(throws: GeometryError.nonFiniteCoordinate(name: "x of point 1", value: -.infinity)) {
      try GeometryEngine.buffer(around: infinite, distance: 1)
    }
    // 1e300 is finite; the overlay under the buffer refuses it by its ±1e15 bound.
    let huge = Polygon(points: [Point(x: 0, y: 0), Point(x: 1e300, y: 0), Point(x: 1, y: 1)])
    let error = #expect(throws: GeometryError.self) { try GeometryEngine.buffer(around: huge, distance: 1) }
    guard case .coordinateOutOfRange(_, let value, let bound)? = error else {
      Issue.record("expected coordinateOutOfRange, got \(String(describing: error))")
      return
    }
    #expect(value == 1e300 && bound == 1e15)
  }

  @Test("A buffer of an empty geometry throws emptyGeometry, naming its kind")
  func emptyBuffer() {
    #expect(throws: GeometryError.emptyGeometry("polygon")) {
      try GeometryEngine.buffer(around: Polygon(parts: []), distance: 1)
    }
    #expect(throws: GeometryError.emptyGeometry("polyline")) {
      try GeometryEngine.buffer(around: Polyline(parts: []), distance: 1)
    }
    #expect(throws: GeometryError.emptyGeometry("multipoint")) {
      try GeometryEngine.buffer(around: Multipoint(points: []), distance: -1)
    }
    #expect(throws: GeometryError.emptyGeometry("point (its x or y is NaN)")) {
      try GeometryEngine.buffer(around: Point(x: .nan, y: .nan), distance: 1)
    }
  }

  @Test("union(of:) refuses polygons in different spatial references")
  func mixedReferencesInUnionOf() {
    let a = Polygon(envelope: Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1, spatialReference: .webMercator))
    let b = Polygon(envelope: Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1, spatialReference: .wgs84))
    #expect(throws: GeometryError.mismatchedSpatialReferences(.webMercator, .wgs84)) {
      try GeometryEngine.union(of: [a, b])
    }
  }

  /// A saw of `teeth` teeth between y = 0 and y = 10 over y = -1, shifted by `shift` in x.
  static func saw(teeth: Int, shift: Double) -> Polygon {
    var ring = [Point(x: shift, y: -1)]
    for i in 0..<teeth { ring.append(Point(x: Double(i) + shift, y: i % 2 == 0 ? 0 : 10)) }
    ring.append(Point(x: Double(teeth - 1) + shift, y: -1))
    return Polygon(points: ring)
  }

  @Test("A large union cancelled after it starts throws CancellationError, not a result")
  func cancelRunningUnion() async {
    // Two saws of 60,000 teeth, half a tooth apart: about 120,000 crossings to node, seconds of work.
    let a = Self.saw(teeth: 60_000, shift: 0)
    let b = Self.saw(teeth: 60_000, shift: 0.5)
    // The handshake: the task signals as it reaches the union, and a thread of its own (not one of the
    // test pool's, which other tests may hold) cancels it then, not after a guessed delay.
    let started = DispatchSemaphore(value: 0)
    let task = Task.detached {
      started.signal()
      return try GeometryEngine.union(a, b)
    }
    Thread {
      started.wait()
      task.cancel()
    }.start()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
