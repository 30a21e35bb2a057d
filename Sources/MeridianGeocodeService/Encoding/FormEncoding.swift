import Foundation
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

  /// A number as the shortest text that reads back as the same `Double` (`-117.196`, `20`).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A JSON string literal.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `{"wkid":4326}`.
  static func spatialReferenceJSON(_ sr: SpatialReference) -> String {
    "{\"wkid\":\(sr.latestWKID ?? sr.wkid)}"
  }

  /// A point: `x,y` when it is WGS84 (the service's documented short form), else point JSON with its reference.
  static func location(_ point: Point) -> String {
    guard let sr = point.spatialReference, sr != .wgs84 else {
      return "\(number(point.x)),\(number(point.y))"
    }
    return "{\"x\":\(number(point.x)),\"y\":\(number(point.y)),\"spatialReference\":\(spatialReferenceJSON(sr))}"
  }

  /// An envelope as envelope JSON, with its spatial reference when it has one.
  static func extent(_ envelope: Envelope) -> String {
    var json =
      "{\"xmin\":\(number(envelope.xMin)),\"ymin\":\(number(envelope.yMin)),\"xmax\":\(number(envelope.xMax)),\"ymax\":\(number(envelope.yMax))"
    if let sr = envelope.spatialReference { json += ",\"spatialReference\":\(spatialReferenceJSON(sr))" }
    return json + "}"
  }
}
