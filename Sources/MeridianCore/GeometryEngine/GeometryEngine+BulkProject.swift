import Foundation

extension GeometryEngine {
  /// Projects many points at once between WGS84 and Web Mercator.
  ///
  /// Each point is validated as ``project(_:into:)-(G,_)`` validates one; the first bad point throws
  /// and nothing is returned.
  ///
  /// - Parameters:
  ///   - points: The points; each must carry the same spatial reference as the first.
  ///   - spatialReference: The reference to project into.
  /// - Returns: The projected points, in order.
  /// - Throws: ``GeometryError`` as ``project(_:into:)-(G,_)`` does, naming the index of a bad point.
  public static func project(_ points: [Point], into spatialReference: SpatialReference) throws -> [Point] {
    guard let source = points.first?.spatialReference else {
      if points.isEmpty { return [] }
      throw GeometryError.missingSpatialReference
    }
    var xy = [Double](repeating: 0, count: points.count * 2)
    for (i, p) in points.enumerated() {
      guard p.spatialReference == source else {
        throw GeometryError.mismatchedSpatialReferences(source, p.spatialReference)
      }
      xy[2 * i] = p.x
      xy[2 * i + 1] = p.y
    }
    try projectCoordinates(&xy, from: source, into: spatialReference)
    return points.indices.map { i in
      Point(x: xy[2 * i], y: xy[2 * i + 1], z: points[i].z, m: points[i].m, spatialReference: spatialReference)
    }
  }

  /// Projects interleaved x, y coordinates in place between WGS84 and Web Mercator: the fast path.
  ///
  /// `coordinates` holds x₀, y₀, x₁, y₁, ... (longitude then latitude for WGS84), projected with the EPSG:3857
  /// spherical formulas to about a micrometre of ``project(_:into:)-(G,_)``. All coordinates are validated first,
  /// so a bad one throws before any is changed; when `source` equals `target`, nothing changes and nothing is
  /// validated. See “`GeometryEngine.projectCoordinates(_:from:into:)`” in `docs/geometry.md`.
  ///
  /// - Parameters:
  ///   - coordinates: Interleaved x, y pairs; an odd count is an error.
  ///   - source: The reference of the coordinates.
  ///   - target: The reference to project into.
  /// - Throws: ``GeometryError`` for an unsupported reference, an odd count, a non-finite coordinate or
  ///   a latitude outside -90...90 (the message gives the pair's index).
  public static func projectCoordinates(
    _ coordinates: inout [Double], from source: SpatialReference, into target: SpatialReference
  ) throws {
    try projectCoordinates(&coordinates, from: source, into: target, parallel: true)
  }

  /// Arrays of at least this many pairs are projected in chunks on every core.
  static let parallelPairThreshold = 1 << 17

  /// ``projectCoordinates(_:from:into:)``, on one thread when `parallel` is `false` (for measuring
  /// the kernel alone).
  package static func projectCoordinates(
    _ coordinates: inout [Double], from source: SpatialReference, into target: SpatialReference, parallel: Bool
  ) throws {
    guard coordinates.count % 2 == 0 else {
      throw GeometryError.invalidParameter(
        name: "coordinates", reason: "the array has \(coordinates.count) values; it must hold x, y pairs")
    }
    // Like project(_:into:), coordinates already in the target reference are left as they are.
    guard source != target else { return }
    guard source.isSupported else { throw GeometryError.unsupportedSpatialReference(source) }
    guard target.isSupported else { throw GeometryError.unsupportedSpatialReference(target) }
    let toMercator = source == .wgs84
    try coordinates.withUnsafeMutableBufferPointer { buffer in
      // Each chunk reads and writes only its own pairs (and its own flag), so the concurrent
      // iterations never touch the same memory; the pointers do not outlive this call.
      nonisolated(unsafe) let buffer = buffer
      let n = buffer.count / 2
      let chunks = parallel && n >= parallelPairThreshold ? ProcessInfo.processInfo.activeProcessorCount * 4 : 1
      let chunkPairs = (n + chunks - 1) / max(chunks, 1)
      // Validate everything first, so nothing is half-applied.
      var chunkIsBad = [Bool](repeating: false, count: chunks)
      chunkIsBad.withUnsafeMutableBufferPointer { flags in
        nonisolated(unsafe) let flags = flags
        forEachChunk(chunks) { c in
          let range = min(c * chunkPairs, n)..<min((c + 1) * chunkPairs, n)
          flags[c] = !BulkKernel.isValid(buffer, pairs: range, latitudes: toMercator)
        }
      }
      if chunkIsBad.contains(true) { try BulkKernel.throwFirstError(buffer, count: n, latitudes: toMercator) }
      forEachChunk(chunks) { c in
        let range = min(c * chunkPairs, n)..<min((c + 1) * chunkPairs, n)
        guard !range.isEmpty else { return }
        let slice = UnsafeMutableBufferPointer(rebasing: buffer[(2 * range.lowerBound)..<(2 * range.upperBound)])
        if toMercator {
          MercatorKernel.forward(slice, count: range.count)
        } else {
          BulkKernel.inverse(slice, count: range.count)
        }
      }
    }
  }

  /// Runs `body` for each chunk index, concurrently when there is more than one.
  private static func forEachChunk(_ count: Int, _ body: @Sendable (Int) -> Void) {
    if count <= 1 {
      body(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }
  }
}

/// The validation and inverse loops of ``GeometryEngine/projectCoordinates(_:from:into:)``.
enum BulkKernel {
  /// A Boolean value indicating whether every pair in `pairs` is finite (with a latitude in -90...90
  /// when `latitudes`).
  static func isValid(_ buffer: UnsafeMutableBufferPointer<Double>, pairs: Range<Int>, latitudes: Bool) -> Bool {
    var bad = false
    for i in pairs {
      let x = buffer[2 * i]
      let y = buffer[2 * i + 1]
      // Longitudes beyond ±10¹⁵ are refused as project(_:into:) refuses them (x would overflow).
      bad = bad || !x.isFinite || !y.isFinite || (latitudes && !(y >= -90 && y <= 90 && abs(x) <= 1e15))
    }
    return !bad
  }

  /// Throws the error of the first bad pair.
  static func throwFirstError(_ buffer: UnsafeMutableBufferPointer<Double>, count n: Int, latitudes: Bool) throws {
    for i in 0..<n {
      let x = buffer[2 * i]
      let y = buffer[2 * i + 1]
      guard x.isFinite else { throw GeometryError.nonFiniteCoordinate(name: "x of pair \(i)", value: x) }
      guard y.isFinite else { throw GeometryError.nonFiniteCoordinate(name: "y of pair \(i)", value: y) }
      guard !latitudes || (y >= -90 && y <= 90) else { throw GeometryError.latitudeOutOfRange(y) }
      if latitudes { try GeometryEngine.validateMagnitude(x, name: "x of pair \(i)") }
    }
  }

  /// Projects `n` interleaved Web Mercator pairs back to longitude/latitude in place.
  static func inverse(_ buffer: UnsafeMutableBufferPointer<Double>, count n: Int) {
    for i in 0..<n {
      buffer[2 * i] = WebMercator.longitude(x: buffer[2 * i])
      buffer[2 * i + 1] = WebMercator.latitude(y: buffer[2 * i + 1])
    }
  }
}
