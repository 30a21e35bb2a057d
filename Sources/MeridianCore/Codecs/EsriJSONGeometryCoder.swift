public import Foundation
import InternalMeridianUtilities

/// Encodes and decodes geometry as Esri JSON, the format of ArcGIS REST services.
///
/// Points are `{"x":…,"y":…,"spatialReference":{"wkid":…}}`; multipoints have `points`, polylines
/// `paths`, polygons `rings` and envelopes `xmin`, `ymin`, `xmax`, `ymax`. On write, polygon rings are
/// closed and oriented as Esri JSON expects (outer rings clockwise, holes counter-clockwise, by the
/// even-odd nesting); on read, a closing point that repeats the first is dropped.
///
/// ```swift
/// let coder = EsriJSONGeometryCoder()
/// let data = try coder.encode(Point(latitude: 34.027, longitude: -118.805))
/// let point = try coder.decode(data) as? Point
/// ```
public struct EsriJSONGeometryCoder: Sendable {
  /// Creates a coder.
  public init() {}

  /// Encodes a geometry as Esri JSON.
  ///
  /// - Parameter geometry: The geometry.
  /// - Returns: UTF-8 JSON with sorted keys.
  /// - Throws: ``GeometryError`` for a geometry kind Meridian does not know, or a non-finite coordinate
  ///   (JSON has no NaN or infinity; an empty point or envelope is written with nulls).
  public func encode(_ geometry: any Geometry) throws -> Data {
    guard let value = AnyGeometry(geometry) else {
      throw GeometryError.unsupportedGeometry("Esri JSON cannot encode a geometry of type \(type(of: geometry)).")
    }
    try RingOrientation.checkFinite(value)
    let json = try EsriJSONGeometry.json(value, orientRings: true)
    do {
      return try JSONWriter.data(json)
    } catch {
      // Not reached: the geometry's numbers were checked finite when the object was made.
      throw GeometryError.nonFiniteCoordinate(name: error.path, value: error.value)
    }
  }

  /// Decodes Esri JSON geometry, telling the kind by its fields.
  ///
  /// Coordinates must be finite and in range for the spatial reference: latitudes in -90...90 and
  /// longitudes within ±540 for a geographic one, x and y within ±10¹⁵
  /// (``GeometryEngine/maximumCoordinateMagnitude``) for any other; a WKID must lie in 1...999,999.
  /// The text may be at most ``GeometryEngine/maximumDecodedTextSize`` (64 MiB).
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Returns: A ``Point``, ``Envelope``, ``Multipoint``, ``Polyline`` or ``Polygon``.
  /// - Throws: ``GeometryError/malformedInput(_:)`` naming the field that is missing, wrong or out of
  ///   range, for example `the field "paths[0][1]" is not a number`, or saying the text is too large.
  public func decode(_ data: Data) throws -> any Geometry {
    try GeometryEngine.checkDecodedSize(data, format: "Esri JSON")
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      throw GeometryError.malformedInput("Esri JSON: the text is not valid JSON (\(error)).")
    }
    return try EsriJSONGeometry.geometry(value, path: "").geometry
  }
}

/// Ring bookkeeping shared by the codecs: even-odd nesting depth, orientation and closing points.
package enum RingOrientation {
  /// The number of other rings containing each ring (see ``PlanarMath/isRing(_:inside:)``).
  static func depths(_ rings: [[Point]]) -> [Int] { RingNesting(rings).depths() }

  /// Closes each ring and orients it: outer rings (even depth) clockwise when `outerClockwise`.
  ///
  /// The closing points a ring already has are dropped first and one is added back, so writing what
  /// reading gave writes the same text; a ring of one or two points is closed too. A ring of no area
  /// keeps its order; a reversed ring keeps its first position (a run of points on that position that
  /// follows the first moves to the front with it, so writing what reading gave is a fixed point). Both Esri JSON writers (this coder and MeridianGraphics' feature writer) use it.
  ///
  /// - Parameters:
  ///   - polygon: The polygon whose rings to orient.
  ///   - outerClockwise: Whether outer rings run clockwise (Esri JSON) or counter-clockwise (GeoJSON).
  /// - Returns: The polygon with closed, oriented rings.
  package static func oriented(_ polygon: Polygon, outerClockwise: Bool) -> Polygon {
    oriented(polygon, outerClockwise: outerClockwise, depths: depths(polygon.parts))
  }

  /// ``oriented(_:outerClockwise:)`` with the rings' nesting depths already known.
  static func oriented(_ polygon: Polygon, outerClockwise: Bool, depths depth: [Int]) -> Polygon {
    let parts = polygon.parts.enumerated().map { index, ring -> [Point] in
      var ring = ring
      ring = opened(ring)
      let area = PlanarMath.signedArea(ring.map { SIMD2($0.x, $0.y) })
      let wantClockwise = (depth[index] % 2 == 0) == outerClockwise
      if (area > 0 && wantClockwise) || (area < 0 && !wantClockwise), ring.count > 2 {
        // Reverse all but the first point, so the ring keeps its start.
        ring[1...].reverse()
        // Points on the first (same x and y) that reversing moved to the end would read back as
        // closing points and be dropped; they go to the front instead, so what is written reads back
        // as itself. The opened ring's last point is off the first, so this stops before the start.
        while ring.count > 2, let first = ring.first, let last = ring.last, last.x == first.x, last.y == first.y {
          ring.insert(ring.removeLast(), at: 0)
        }
      }
      if let first = ring.first { ring.append(first) }
      return ring
    }
    return Polygon(parts: parts, spatialReference: polygon.spatialReference)
  }

  /// Whether a ring's last point closes it: it has more than one point and the last lies on the
  /// first. Only x and y count, so a closing point written without the first's z or m (or with other
  /// values) is still the closing point, and writing then reading a ring reaches a fixed point.
  package static func closes(_ ring: [Point]) -> Bool {
    guard ring.count > 1, let first = ring.first, let last = ring.last else { return false }
    return first.x == last.x && first.y == last.y
  }

  /// The ring without its closing points: every trailing point that lies on the first is dropped
  /// (not only one), so a ring read back after writing is the ring that was written.
  package static func opened(_ ring: [Point]) -> [Point] {
    var ring = ring
    while closes(ring) { ring.removeLast() }
    return ring
  }

  /// Throws for NaN or infinite coordinates, which JSON cannot hold (empty points and envelopes excepted).
  static func checkFinite(_ geometry: AnyGeometry) throws {
    let points: [Point]
    switch geometry {
    case .point(let p): points = p.isEmpty ? [] : [p]
    case .envelope(let e):
      points = e.isEmpty ? [] : [Point(x: e.xMin, y: e.yMin), Point(x: e.xMax, y: e.yMax)]
    case .multipoint(let g): points = g.points
    case .polyline(let g): points = Array(g.parts.joined())
    case .polygon(let g): points = Array(g.parts.joined())
    }
    for (index, p) in points.enumerated() where !p.isFinite {
      throw GeometryError.nonFiniteCoordinate(name: "point \(index)", value: p.x.isFinite ? p.y : p.x)
    }
  }
}
