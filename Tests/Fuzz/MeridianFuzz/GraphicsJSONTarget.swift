import Foundation
import InternalMeridianUtilities

@testable import MeridianGraphics

/// Graphics' Esri JSON: whatever decodes encodes, and decode -> encode -> decode -> encode gives the same
/// bytes as the first encode (one round reaches a fixed point).
///
/// Modes (first byte): `g` a feature (graphic), `s` a symbol, `f` a feature set, `j` the JSON value alone.
enum GraphicsJSONTarget: FuzzTarget {
  static let name = "graphics-json"

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    let data = Data(body)
    switch mode {
    case UInt8(ascii: "s"): symbol(data)
    case UInt8(ascii: "f"): featureSet(data)
    case UInt8(ascii: "j"): value(data)
    default: graphic(data)
    }
  }

  static func graphic(_ data: Data) {
    guard let graphic = try? EsriJSON.decodeGraphic(from: data) else { return }
    roundTrip(graphic)
  }

  static func roundTrip(_ graphic: Graphic) {
    let first: Data
    do {
      first = try EsriJSON.encode(graphic)
    } catch {
      finding("graphics-unencodable", false, "a decoded graphic does not encode: \(error)")
      return
    }
    do {
      let second = try EsriJSON.encode(try EsriJSON.decodeGraphic(from: first))
      finding("round-trip-changed", first == second, "graphic round trip changed: \(text(first)) -> \(text(second))")
    } catch {
      violation("an encoded graphic does not decode and encode again: \(error); \(text(first))")
    }
  }

  static func symbol(_ data: Data) {
    guard let symbol = try? EsriJSON.decodeSymbol(from: data) else { return }
    let first: Data
    do {
      first = try EsriJSON.encode(symbol)
    } catch {
      finding("graphics-unencodable", false, "a decoded symbol does not encode: \(error)")
      return
    }
    do {
      let second = try EsriJSON.encode(try EsriJSON.decodeSymbol(from: first))
      expect(first == second, "symbol round trip changed: \(text(first)) -> \(text(second))")
    } catch {
      violation("an encoded symbol does not decode and encode again: \(error); \(text(first))")
    }
  }

  static func featureSet(_ data: Data) {
    guard let graphics = try? EsriJSON.decodeGraphics(fromFeatureSet: data) else { return }
    for graphic in graphics.prefix(8) { roundTrip(graphic) }
  }

  /// A parsed value's encoding reaches a fixed point: after one round (which may normalise numbers:
  /// `3.0` is written `3`, which reads back as the integer 3; `-0` stays the double `-0.0`),
  /// encode -> parse -> encode gives the same bytes.
  static func value(_ data: Data) {
    guard let value = try? JSONValue.parse(data, what: "fuzz input") else { return }
    do {
      let first = try JSONValue.parse(try value.encoded(), what: "re-encoded value").encoded()
      let second = try JSONValue.parse(first, what: "re-encoded value").encoded()
      expect(first == second, "JSON value round trip changed: \(text(first)) -> \(text(second))")
    } catch {
      finding("graphics-unencodable", false, "a parsed JSON value does not encode again: \(error)")
    }
  }

  static func text(_ data: Data) -> String { String(decoding: data.prefix(300), as: UTF8.self) }
}
