extension GeometryEngine {
  /// The vertices of a geometry as stored (closing points included), counted without reading them, so
  /// that a bound is checked before any work or allocation.
  static func storedVertexCount(of geometry: any Geometry) -> Int {
    switch geometry {
    case let any as AnyGeometry: return storedVertexCount(of: any.geometry)
    case let polygon as Polygon: return polygon.parts.reduce(0) { $0 + $1.count }
    case let polyline as Polyline: return polyline.parts.reduce(0) { $0 + $1.count }
    case let multipoint as Multipoint: return multipoint.points.count
    case is Envelope: return 4
    default: return 1
    }
  }

  /// Throws ``GeometryError/outputTooLarge(operation:count:limit:)`` when the geometries have more than
  /// ``maximumOutputVertexCount`` vertices in all, before anything is read.
  ///
  /// - Parameter operation: What is refused, for the message ("Overlaying", "Buffering", "Cutting").
  static func checkInputVertexCount(_ geometries: [any Geometry], operation: String) throws {
    let count = geometries.reduce(0) { $0 + storedVertexCount(of: $1) }
    guard count <= maximumOutputVertexCount else {
      throw GeometryError.outputTooLarge(
        operation: "\(operation) \(count) vertices", count: Double(count), limit: maximumOutputVertexCount)
    }
  }
}
