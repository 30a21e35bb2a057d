public import Foundation

/// An error thrown when an operation cannot use a geometry, a coordinate or a spatial reference.
///
/// Every case carries what was wrong and where, so its ``description`` can be shown as it is.
public enum GeometryError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// A coordinate is NaN or infinite. The associated values name the coordinate and its value.
  case nonFiniteCoordinate(name: String, value: Double)
  /// A latitude lies outside -90...90 degrees.
  case latitudeOutOfRange(Double)
  /// A longitude lies outside -180...180 degrees where one was required.
  case longitudeOutOfRange(Double)
  /// The geometry engine cannot project into or out of this spatial reference.
  case unsupportedSpatialReference(SpatialReference)
  /// The geometry has no spatial reference where one is required.
  case missingSpatialReference
  /// Two geometries of one operation are in different spatial references.
  case mismatchedSpatialReferences(SpatialReference?, SpatialReference?)
  /// The geometry is empty where a non-empty one is required.
  case emptyGeometry(String)
  /// A polygon ring or polyline path has too few points. The values are the part index and count.
  case degeneratePart(index: Int, pointCount: Int)
  /// A parameter is invalid (out of its range, not finite, or too large); `name` names it and
  /// `reason` says why.
  case invalidParameter(name: String, reason: String)
  /// The geometry kind is not supported by the operation.
  case unsupportedGeometry(String)
  /// Encoded geometry text could not be read; the message names the field or position.
  case malformedInput(String)
  /// A finite coordinate is too large for the operation; the values name it, give it and the bound.
  case coordinateOutOfRange(name: String, value: Double, bound: Double)
  /// The operation would create more vertices than it may (see
  /// ``GeometryEngine/maximumOutputVertexCount``); `count` is the number it would need, at least.
  case outputTooLarge(operation: String, count: Double, limit: Int)
  /// A ring of an overlay input crosses itself or another ring of the same input. The values name the
  /// input (0 for the first), the ring and the index of the vertex that starts the crossing edge.
  case selfIntersection(input: Int, part: Int, vertex: Int)

  /// A textual description, for logs and error messages.
  public var description: String {
    switch self {
    case .nonFiniteCoordinate(let name, let value):
      return "The coordinate \(name) is \(value); coordinates must be finite numbers."
    case .latitudeOutOfRange(let value):
      return "The latitude \(value) is outside -90...90 degrees."
    case .longitudeOutOfRange(let value):
      return "The longitude \(value) is outside -180...180 degrees."
    case .unsupportedSpatialReference(let sr):
      return "Cannot project into or out of wkid \(sr.wkid); supported are 4326 (WGS84) and 3857 (Web Mercator)."
    case .missingSpatialReference:
      return "The geometry has no spatial reference, so it cannot be projected or related."
    case .mismatchedSpatialReferences(let a, let b):
      return
        "The geometries are in different spatial references (\(a.map { String($0.wkid) } ?? "none") and \(b.map { String($0.wkid) } ?? "none")); project one first."
    case .emptyGeometry(let what):
      return "The \(what) is empty."
    case .degeneratePart(let index, let count):
      return "Part \(index) has \(count) point(s), too few for its geometry kind."
    case .invalidParameter(let name, let reason):
      return "The parameter \(name) is invalid: \(reason)."
    case .unsupportedGeometry(let message):
      return message
    case .malformedInput(let message):
      return message
    case .coordinateOutOfRange(let name, let value, let bound):
      return "The coordinate \(name) is \(value), beyond ±\(bound), the largest this operation accepts."
    case .outputTooLarge(let operation, let count, let limit):
      return "\(operation) would create \(count) vertices; at most \(limit) are allowed."
    case .selfIntersection(let input, let part, let vertex):
      return
        "Ring \(part) of the \(input == 0 ? "first" : "second") geometry crosses a ring of the same geometry at its edge from vertex \(vertex); overlay inputs must be valid polygons."
    }
  }

  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }
}
