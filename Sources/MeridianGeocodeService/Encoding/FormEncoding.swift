import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// The `application/x-www-form-urlencoded` encoding used for query strings and POST bodies.
enum FormEncoding {
  /// Percent-encodes everything but the unreserved characters `A-Z a-z 0-9 - . _ ~`.
  static func escape(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        bytes.append(byte)
      default:
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Joins parameters as `name=value&…`, each part escaped, in the given order.
  static func encode(_ parameters: [(String, String)]) -> String {
    parameters.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
  }

  /// A point: `x,y` when it is WGS84 (the service's documented short form), else point JSON with its
  /// reference, `{"x":…,"y":…,"spatialReference":{"wkid":…}}`, written by Core's Esri JSON coder.
  ///
  /// - Throws: `GeocodingError/invalidLocation(name:reason:)` naming `name` for a non-finite coordinate.
  static func location(_ point: Point, name: String) throws(GeocodingError) -> String {
    guard let sr = point.spatialReference, sr != .wgs84 else {
      guard point.x.isFinite, point.y.isFinite else {
        throw .invalidLocation(name: name, reason: "(\(point.x), \(point.y)) is not finite")
      }
      return "\(JSONWriter.format(point.x)),\(JSONWriter.format(point.y))"
    }
    return try json(.point(Point(x: point.x, y: point.y, spatialReference: sr)), name: name)
  }

  /// An envelope as envelope JSON, `{"xmin":…,"ymin":…,"xmax":…,"ymax":…}` with its spatial reference
  /// when it has one, written by Core's Esri JSON coder.
  ///
  /// - Throws: `GeocodingError/invalidLocation(name:reason:)` naming `name` for a non-finite corner.
  static func extent(_ envelope: Envelope, name: String) throws(GeocodingError) -> String {
    try json(.envelope(envelope), name: name)
  }

  /// Geometry as Esri JSON in the order the service's documentation writes it (x before y, the
  /// spatial reference last), which is the order Core's coder builds it in.
  private static func json(_ geometry: AnyGeometry, name: String) throws(GeocodingError) -> String {
    do {
      return try text(EsriJSONGeometry.json(geometry, orientRings: false))
    } catch {
      throw .invalidLocation(name: name, reason: "\(error)")
    }
  }

  /// A JSON-valued parameter as text, through the shared JSON writer, members in the order built.
  static func text(_ value: JSONValue) throws(GeocodingError) -> String {
    do {
      return try JSONWriter.string(value, keyOrder: .asBuilt)
    } catch {
      throw .invalidParameter(name: error.path, reason: error.description)
    }
  }
}
