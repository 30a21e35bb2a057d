import Foundation
import MeridianCore

/// Core's geometry coders: decode -> encode -> decode gives an equal geometry, and encoding it again
/// gives the same bytes. A decoded geometry must encode (the decoder has already accepted it).
///
/// Modes (first byte): `g` GeoJSON, `e` Esri JSON; otherwise the parity of the byte chooses.
enum GeometryCoderTarget: FuzzTarget {
  static let name = "geometry-coders"

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    let data = Data(body)
    let geo = mode == UInt8(ascii: "g") || (mode != UInt8(ascii: "e") && mode % 2 == 0)
    if geo {
      let coder = GeoJSONGeometryCoder()
      roundTrip(data, "GeoJSON", decode: { try coder.decode($0) }, encode: { try coder.encode($0) })
    } else {
      let coder = EsriJSONGeometryCoder()
      roundTrip(data, "Esri JSON", decode: { try coder.decode($0) }, encode: { try coder.encode($0) })
    }
  }

  static func roundTrip(
    _ data: Data, _ format: String, decode: (Data) throws -> any Geometry, encode: (any Geometry) throws -> Data
  ) {
    let geometry: any Geometry
    do {
      geometry = try decode(data)
    } catch {
      expectTyped(error, [GeometryError.self], "\(format) decode")
      return
    }
    guard checkCoordinates(geometry, format) else { return }
    let first: Data
    do {
      first = try encode(geometry)
    } catch {
      finding("geometry-unencodable", false, "\(format): a decoded \(geometry) does not encode: \(error)")
      return
    }
    do {
      let again = try decode(first)
      let second = try encode(again)
      finding("round-trip-changed", first == second, "\(format) round trip changed: \(text(first)) -> \(text(second))")
      let third = try decode(second)
      // Descriptions, not `isEqual(to:)`: an empty point's NaN coordinates never compare equal.
      finding(
        "round-trip-changed", "\(again)" == "\(third)", "\(format) decode of the same bytes gave \(again) and \(third)")
    } catch {
      violation("\(format): encoded geometry does not decode and encode again: \(error); \(text(first))")
    }
  }

  /// Decoded coordinates are finite and, in a geographic reference, on the globe.
  static func checkCoordinates(_ geometry: any Geometry, _ format: String) -> Bool {
    let extent = geometry.extent
    guard !geometry.isEmpty else { return true }
    let values = [extent.xMin, extent.yMin, extent.xMax, extent.yMax]
    guard finding("nonfinite-coordinate", values.allSatisfy(\.isFinite), "\(format) decoded \(geometry)") else {
      return false
    }
    return finding(
      "coordinate-range", !(extent.spatialReference?.isGeographic ?? false) || ResultChecks.inRange(extent),
      "\(format) decoded a geometry off the globe: \(extent)")
  }

  static func text(_ data: Data) -> String { String(decoding: data.prefix(300), as: UTF8.self) }
}
