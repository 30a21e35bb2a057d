public import Foundation
import InternalMeridianUtilities
import MeridianCore

/// Reads and writes symbols and graphics as Esri JSON, the format of ArcGIS REST services and web maps.
///
/// ```swift
/// let json = try EsriJSON.encode(SimpleMarkerSymbol(style: .circle, color: .red, size: 10))
/// let symbol = try EsriJSON.decodeSymbol(from: json)
/// ```
///
/// See “`EsriJSON`” in `docs/graphics.md`.
public enum EsriJSON {
  /// Reads a symbol.
  ///
  /// - Parameter data: An Esri JSON symbol object.
  /// - Returns: The symbol, of the type its `type` field names.
  /// - Throws: ``GraphicsError/malformedJSON(_:)`` naming the field that is missing or wrong.
  public static func decodeSymbol(from data: Data) throws(GraphicsError) -> any Symbol {
    try symbol(try JSONValue.parse(data, what: "symbol"), path: "symbol")
  }

  /// Writes a symbol.
  ///
  /// - Parameter symbol: The symbol.
  /// - Returns: Its Esri JSON object, keys sorted.
  /// - Throws: ``GraphicsError/unencodable(_:)`` for a symbol without an Esri JSON form.
  public static func encode(_ symbol: any Symbol) throws(GraphicsError) -> Data {
    try json(symbol).encoded()
  }

  /// Reads a graphic from an Esri JSON feature.
  ///
  /// - Parameter data: A feature object with optional `geometry`, `attributes` and `symbol`.
  /// - Returns: A new graphic.
  /// - Throws: ``GraphicsError/malformedJSON(_:)`` naming the field that is missing or wrong.
  public static func decodeGraphic(from data: Data) throws(GraphicsError) -> Graphic {
    try graphic(try JSONValue.parse(data, what: "feature"), path: "feature")
  }

  /// Reads graphics from an Esri JSON feature set (`{"features": […]}`, as a query returns).
  ///
  /// - Parameter data: A feature set object.
  /// - Returns: New graphics, in order. A feature set's `spatialReference` applies to geometries
  ///   that have none.
  /// - Throws: ``GraphicsError/malformedJSON(_:)`` naming the feature and field that is wrong.
  public static func decodeGraphics(fromFeatureSet data: Data) throws(GraphicsError) -> [Graphic] {
    let r = try Reader(try JSONValue.parse(data, what: "feature set"), path: "featureSet")
    guard let features = try r.optionalArray("features") else { throw r.wrong("features", "an array of features") }
    let sr = try spatialReference(r)
    var graphics: [Graphic] = []
    graphics.reserveCapacity(features.count)
    for (i, feature) in features.enumerated() {
      var feature = feature
      if let sr, case .object(var o) = feature, case .object(var g)? = o["geometry"], g["spatialReference"] == nil {
        g["spatialReference"] = EsriJSONGeometry.json(sr)
        o["geometry"] = .object(g)
        feature = .object(o)
      }
      graphics.append(try graphic(feature, path: "featureSet.features[\(i)]"))
    }
    return graphics
  }

  /// Writes a graphic as an Esri JSON feature.
  ///
  /// - Parameter graphic: The graphic; its own symbol is written when it has one.
  /// - Returns: The feature object, keys sorted.
  /// - Throws: ``GraphicsError/unencodable(_:)`` for a non-finite coordinate, an attribute value that is
  ///   not a string, integer, double or Boolean, or a symbol without an Esri JSON form.
  public static func encode(_ graphic: Graphic) throws(GraphicsError) -> Data {
    let (geometry, symbol, attributes) = graphic.state.withLock {
      ($0.geometry.geometry, $0.symbol, $0.attributes)
    }
    var o: JSONObject = ["attributes": .object(try json(attributes))]
    if let geometry { o["geometry"] = try json(geometry) }
    if let symbol { o["symbol"] = try json(symbol) }
    return try JSONValue.object(o).encoded()
  }

  // MARK: - Features

  static func graphic(_ value: JSONValue, path: String) throws(GraphicsError) -> Graphic {
    let r = try Reader(value, path: path)
    let geometry = try r.has("geometry") ? self.geometry(r.object["geometry"] ?? .null, path: "\(path).geometry") : nil
    let symbol = try r.has("symbol") ? self.symbol(r.object["symbol"] ?? .null, path: "\(path).symbol") : nil
    var attributes: [String: any Sendable] = [:]
    if let a = try r.optionalObject("attributes") {
      for (key, value) in a.object {
        switch value {
        case .null: continue
        case .bool(let b): attributes[key] = b
        case .int(let i): attributes[key] = i
        case .double(let d): attributes[key] = d
        case .string(let s): attributes[key] = s
        case .array, .object: throw a.wrong(key, "a string, number or Boolean")
        }
      }
    }
    return Graphic(geometry: geometry, attributes: attributes, symbol: symbol)
  }

  static func json(_ attributes: [String: any Sendable]) throws(GraphicsError) -> JSONObject {
    // A dictionary's keys are distinct, so each member is appended without a scan (linear, not
    // quadratic, in the number of attributes).
    var o: JSONObject = [:]
    o.members.reserveCapacity(attributes.count)
    for (key, value) in attributes {
      switch value {
      case let s as String: o.append(key, .string(s))
      case let b as Bool: o.append(key, .bool(b))
      case let i as Int: o.append(key, .int(i))
      case let d as Double:
        guard d.isFinite else {
          throw GraphicsError.unencodable("The attribute \(key) is \(d); JSON numbers are finite.")
        }
        o.append(key, .double(d))
      default:
        throw GraphicsError.unencodable(
          "The attribute \(key) holds a \(type(of: value)); Esri JSON attributes are strings, integers, doubles and Booleans."
        )
      }
    }
    return o
  }
}
