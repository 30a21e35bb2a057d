import Foundation
import MeridianCore

/// The `geometry-overlay` target's input: two geometries on a small coordinate grid, an operation and
/// its parameters, decoded from bytes so that degenerate pairs (shared edges, collinear overlaps,
/// touching vertices, spikes) are common and NaN, ±∞ and huge coordinates occasional.
///
/// Byte 0 picks the operation (``Operation``, byte % 9) and the buffer's segments per quadrant
/// (byte / 9); byte 1 the kinds of both geometries (bits 0–1, 2–3: polygon, polygon, polyline,
/// multipoint), the scale (bits 4–5) and the spatial references (bits 6–7: none, both Web Mercator,
/// both WGS84, mixed); byte 2 the offset (bits 0–1), the nudge (bits 2–3) and the parameter (bits 4–7).
/// Then each geometry: a part count byte, and per part a point count byte and one byte per point
/// (``point(_:)``).
struct OverlayFuzzInput {
  enum Operation: Int, CaseIterable {
    case union, intersection, difference, symmetricDifference, buffer, cut, simplify, convexHull, densify
  }

  var operation: Operation
  var first: any Geometry
  var second: any Geometry
  /// The unit of the grid in the inputs' coordinates, and the parameter byte (0...15).
  var scale: Double
  var parameter: Int
  var segmentsPerQuadrant: Int

  static let scales = [1, 1e-7, 1e6, 0.1]
  static let offsets = [0, 2e7, -123_456.75, 1e14]
  static let nudges = [0, 1e-9, 0.5, 1e-13]
  /// Special coordinates (a point byte of 0b11xxxxxx picks one for x or y by the next byte).
  static let specials: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e15, 1e15 + 2, 1e16, 1e-300, -0.0]

  init?(_ input: [UInt8]) {
    guard input.count >= 3 else { return nil }
    operation = Operation(rawValue: Int(input[0]) % Operation.allCases.count) ?? .union
    segmentsPerQuadrant = [2, 3, 4, 8, 1, 90][Int(input[0]) / Operation.allCases.count % 6]
    let kinds = input[1]
    scale = Self.scales[Int(kinds >> 4) & 3]
    let referenceMode = Int(kinds >> 6)
    let offset = Self.offsets[Int(input[2]) & 3]
    let nudge = Self.nudges[Int(input[2] >> 2) & 3]
    parameter = Int(input[2] >> 4)
    var reader = Reader(bytes: input, position: 3, scale: scale, offset: offset, nudge: nudge)
    let references: (SpatialReference?, SpatialReference?) =
      switch referenceMode {
      case 1: (.webMercator, .webMercator)
      case 2: (.wgs84, .wgs84)
      case 3: (.webMercator, .wgs84)
      default: (nil, nil)
      }
    first = reader.geometry(kind: Int(kinds) & 3, spatialReference: references.0)
    second = reader.geometry(kind: Int(kinds >> 2) & 3, spatialReference: references.1)
  }

  /// Reads geometries from the bytes after the header.
  struct Reader {
    let bytes: [UInt8]
    var position: Int
    let scale: Double
    let offset: Double
    let nudge: Double

    mutating func next() -> UInt8? {
      guard position < bytes.count else { return nil }
      defer { position += 1 }
      return bytes[position]
    }

    /// A point from one byte: x in bits 0–2, y in bits 3–5 (a grid of 8 × 8), bits 6–7 nudging both by
    /// 0, 1 or 2 nudges; `0b11` escapes: the next byte's low nibble picks a special x, its high nibble y.
    mutating func point(_ byte: UInt8, _ sr: SpatialReference?) -> Point {
      let tier = Int(byte >> 6)
      var x = Double(byte & 7) * scale + offset
      var y = Double((byte >> 3) & 7) * scale + offset
      if tier == 3, let escape = next() {
        let specials = OverlayFuzzInput.specials
        x = Int(escape & 15) < specials.count ? specials[Int(escape & 15)] : x
        y = Int(escape >> 4) < specials.count ? specials[Int(escape >> 4)] : y
      } else {
        x += Double(tier) * nudge
        y -= Double(tier) * nudge
      }
      return Point(x: x, y: y, spatialReference: sr)
    }

    /// Parts of up to 8 points (a polygon ring may have fewer than 3: a degenerate part).
    mutating func parts(_ sr: SpatialReference?) -> [[Point]] {
      guard let count = next() else { return [] }
      var parts: [[Point]] = []
      for _ in 0..<(1 + Int(count) % 3) {
        guard let length = next() else { break }
        var part: [Point] = []
        for _ in 0..<(Int(length) % 9) {
          guard let byte = next() else { break }
          part.append(point(byte, sr))
        }
        parts.append(part)
      }
      return parts
    }

    /// A polygon (kinds 0 and 1), polyline (2) or multipoint (3).
    mutating func geometry(kind: Int, spatialReference sr: SpatialReference?) -> any Geometry {
      let parts = parts(sr)
      switch kind {
      case 2: return Polyline(parts: parts, spatialReference: sr)
      case 3: return Multipoint(points: Array(parts.joined()), spatialReference: sr)
      default: return Polygon(parts: parts, spatialReference: sr)
      }
    }
  }
}
