import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

/// Esri JSON symbol and feature codecs. The sample documents are the examples of the ArcGIS REST API
/// reference ("Symbol objects" and "Feature object", developers.arcgis.com/rest/services-reference),
/// copied as published.
@Suite("Esri JSON")
struct EsriJSONTests {
  func decode(_ text: String) throws -> any Symbol { try EsriJSON.decodeSymbol(from: Data(text.utf8)) }
  func roundTrip<S: Symbol & Equatable>(_ symbol: S, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let decoded = try EsriJSON.decodeSymbol(from: try EsriJSON.encode(symbol))
    #expect(decoded as? S == symbol, sourceLocation: sourceLocation)
  }

  // MARK: - Published examples

  @Test("esriSMS: the REST API's square marker example")
  func markerExample() throws {
    let json = """
      {"type": "esriSMS", "style": "esriSMSSquare", "color": [76,115,0,255], "size": 8, "angle": 0,
       "xoffset": 0, "yoffset": 0, "outline": {"color": [152,230,0,255], "width": 1}}
      """
    let marker = try #require(try decode(json) as? SimpleMarkerSymbol)
    #expect(marker.style == .square && marker.size == 8)
    #expect(marker.color == Color(red: 76 / 255, green: 115 / 255, blue: 0, alpha: 1))
    #expect(
      marker.outline
        == SimpleLineSymbol(style: .solid, color: Color(red: 152 / 255, green: 230 / 255, blue: 0), width: 1))
  }

  @Test("esriSLS and esriSFS: the REST API's examples")
  func lineAndFillExamples() throws {
    let line = try #require(
      try decode(#"{"type": "esriSLS", "style": "esriSLSDot", "color": [115,76,0,255], "width": 1}"#)
        as? SimpleLineSymbol)
    #expect(line == SimpleLineSymbol(style: .dot, color: Color(red: 115 / 255, green: 76 / 255, blue: 0), width: 1))
    let fill = try #require(
      try decode(
        """
        {"type": "esriSFS", "style": "esriSFSSolid", "color": [115,76,0,255],
         "outline": {"type": "esriSLS", "style": "esriSLSSolid", "color": [110,110,110,255], "width": 1}}
        """) as? SimpleFillSymbol)
    #expect(fill.style == .solid && fill.outline?.width == 1)
    #expect(fill.outline?.color == Color(red: 110 / 255, green: 110 / 255, blue: 110 / 255))
  }

  @Test("esriTS: the REST API's text example")
  func textExample() throws {
    let json = """
      {"type": "esriTS", "color": [78,78,78,255], "backgroundColor": [0,0,0,0], "borderLineSize": 2,
       "borderLineColor": [255,0,255,255], "haloSize": 2, "haloColor": [0,255,0,255],
       "verticalAlignment": "bottom", "horizontalAlignment": "left", "rightToLeft": false, "angle": 0,
       "xoffset": 0, "yoffset": 0, "kerning": true,
       "font": {"family": "Arial", "size": 12, "style": "normal", "weight": "bold", "decoration": "none"}}
      """
    let text = try #require(try decode(json) as? TextSymbol)
    #expect(text.size == 12 && text.fontFamily == "Arial" && text.fontWeight == .bold)
    #expect(text.horizontalAlignment == .left && text.verticalAlignment == .bottom)
    #expect(text.haloColor == Color(red: 0, green: 1, blue: 0) && text.haloWidth == 2)
    #expect(text.outlineColor == Color(red: 1, green: 0, blue: 1) && text.outlineWidth == 2)
    #expect(text.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0))
  }

  @Test("esriPMS: the REST API's picture example; its size wins over the image header")
  func pictureExample() throws {
    // The example's imageData starts with a PNG header saying 21 × 21 pixels (bytes 16…23: 0x15,
    // 0x15); the symbol says 19.5 × 19.5 points, which wins. Only the header part of the data is kept.
    let json = """
      {"type": "esriPMS", "url": "471E7E31", "imageData": "iVBORw0KGgoAAAANSUhEUgAAABUAAAAVCAYAAACpF6WW",
       "contentType": "image/png", "width": 19.5, "height": 19.5, "angle": 0, "xoffset": 0, "yoffset": 0}
      """
    let picture = try #require(try decode(json) as? PictureMarkerSymbol)
    #expect(picture.width == 19.5 && picture.height == 19.5)
    guard case .data(let data) = picture.source else {
      Issue.record("expected image data")
      return
    }
    let sized = PictureMarkerSymbol(imageData: data)
    #expect(sized.width == 21 && sized.height == 21)
  }

  // MARK: - Round trips

  @Test("Every symbol type round-trips")
  func roundTrips() throws {
    var marker = SimpleMarkerSymbol(
      style: .diamond, color: Color(red: 51 / 255, green: 1, blue: 0, alpha: 128 / 255), size: 14)
    marker.angle = 30
    marker.offsetX = 2
    marker.offsetY = -3
    marker.outline = SimpleLineSymbol(style: .dash, color: .white, width: 1.5)
    try roundTrip(marker)
    try roundTrip(
      SimpleLineSymbol(
        style: .shortDashDotDot, color: .blue, width: 3, markerStyle: .arrow, markerPlacement: .beginAndEnd))
    for style in SimpleLineSymbol.Style.allCases { try roundTrip(SimpleLineSymbol(style: style)) }
    for style in SimpleMarkerSymbol.Style.allCases { try roundTrip(SimpleMarkerSymbol(style: style)) }
    for style in SimpleFillSymbol.Style.allCases {
      try roundTrip(SimpleFillSymbol(style: style, color: .yellow, outline: SimpleLineSymbol(width: 2)))
    }
    var text = TextSymbol(
      text: "Malibu\nBeach", color: .red, size: 11, horizontalAlignment: .right, verticalAlignment: .baseline)
    text.fontFamily = "Noto Sans"
    text.fontStyle = .italic
    text.fontWeight = .bold
    text.haloColor = .white
    text.haloWidth = 1
    text.backgroundColor = .yellow
    text.outlineColor = .black
    text.outlineWidth = 0.5
    text.angle = 15
    text.offsetX = 4
    text.offsetY = 5
    try roundTrip(text)
    var picture = PictureMarkerSymbol(imageData: pngHeaderBytes(width: 20, height: 30))
    picture.offsetY = 15
    picture.angle = 90
    try roundTrip(picture)
    try roundTrip(
      PictureMarkerSymbol(url: try #require(URL(string: "https://example.com/pin.png")), width: 10, height: 12))
  }

  @Test("Composite symbols and bad JSON are refused with a message naming the field")
  func errors() throws {
    #expect(throws: GraphicsError.self) { try EsriJSON.encode(CompositeSymbol(symbols: [SimpleMarkerSymbol()])) }
    func message(_ json: String) -> String {
      do {
        _ = try EsriJSON.decodeSymbol(from: Data(json.utf8))
        return "no error"
      } catch {
        return error.description
      }
    }
    #expect(message("{not json").contains("not valid JSON"))
    #expect(message(#"{"type": "esriXYZ"}"#).contains("symbol.type"))
    #expect(message(#"{"type": "esriSMS", "style": "esriSMSStar"}"#).contains("symbol.style"))
    #expect(message(#"{"type": "esriSMS", "color": [300, 0, 0, 255]}"#).contains("symbol.color"))
    #expect(message(#"{"type": "esriSMS", "size": "big"}"#).contains("symbol.size"))
    #expect(message(#"{"type": "esriSMS", "outline": {"width": [1]}}"#).contains("symbol.outline.width"))
    #expect(message(#"{"type": "esriPMS", "width": 3}"#).contains("imageData or url"))
    #expect(message(#"[1, 2]"#).contains("symbol is an array, not an object"))
  }

  // MARK: - Features

  @Test("A feature: the REST API's example, with geometry and typed attributes")
  func featureExample() throws {
    let json = """
      {"geometry": {"x": -118.15, "y": 33.80, "spatialReference": {"wkid": 4326}},
       "attributes": {"OWNER": "Joe Smith", "VALUE": 94820.37, "APPROVED": true, "LASTUPDATE": 1227663551096,
                      "NOTE": null}}
      """
    let graphic = try EsriJSON.decodeGraphic(from: Data(json.utf8))
    #expect(graphic.geometry?.isEqual(to: Point(x: -118.15, y: 33.80, spatialReference: .wgs84)) == true)
    let attributes = graphic.attributes
    #expect(attributes["OWNER"] as? String == "Joe Smith")
    #expect(attributes["VALUE"] as? Double == 94820.37)
    #expect(attributes["APPROVED"] as? Bool == true)
    #expect(attributes["LASTUPDATE"] as? Int == 1227663551096)
    #expect(attributes["NOTE"] == nil)
    #expect(graphic.symbol == nil)
  }

  @Test("Graphics round-trip as features: every geometry kind, attributes and symbol")
  func featureRoundTrip() throws {
    let sr = SpatialReference(wkid: 102100)
    // Decoded parts carry the geometry's spatial reference on every point, as projection does.
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .wgs84) }
    let geometries: [any Geometry] = [
      Point(x: 1, y: 2, spatialReference: sr),
      Point(x: 1, y: 2, z: 3, spatialReference: .wgs84),
      Envelope(xMin: 0, yMin: 1, xMax: 2, yMax: 3, spatialReference: .wgs84),
      Multipoint(points: [p(0, 0), p(1, 1)], spatialReference: .wgs84),
      Polyline(parts: [[p(0, 0), p(1, 1)], [p(2, 2), p(3, 2)]], spatialReference: .wgs84),
      // Clockwise outer ring (Esri's orientation), so it reads back unchanged.
      Polygon(points: [p(0, 0), p(0, 1), p(1, 1), p(1, 0)], spatialReference: .wgs84),
    ]
    for geometry in geometries {
      let graphic = Graphic(
        geometry: geometry, attributes: ["name": "A", "rank": 2, "score": 2.5, "ok": false],
        symbol: SimpleMarkerSymbol())
      let decoded = try EsriJSON.decodeGraphic(from: try EsriJSON.encode(graphic))
      let back = try #require(decoded.geometry)
      #expect(back.isEqual(to: geometry), "\(back) vs \(geometry)")
      #expect(back.spatialReference?.latestWKID == geometry.spatialReference?.latestWKID)
      #expect(decoded.attributes["rank"] as? Int == 2 && decoded.attributes["score"] as? Double == 2.5)
      #expect(decoded.attributes["name"] as? String == "A" && decoded.attributes["ok"] as? Bool == false)
      #expect(decoded.symbol?.isEqual(to: SimpleMarkerSymbol()) == true)
    }
  }

  @Test("Polygons are written in Esri's orientation: outer rings clockwise, holes counter-clockwise, closed")
  func polygonOrientation() throws {
    // A counter-clockwise outer square (0,0)-(4,4) with a clockwise hole (1,1)-(2,2): Esri wants the outer
    // ring clockwise, (0,0) (0,4) (4,4) (4,0) (0,0), and the hole counter-clockwise, (1,1) (2,1) (2,2) (1,2) (1,1).
    let outer = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]
    let hole = [Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2), Point(x: 2, y: 1)]
    let data = try EsriJSON.encode(Graphic(geometry: Polygon(parts: [outer, hole])))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rings = try #require((object["geometry"] as? [String: Any])?["rings"] as? [[[Double]]])
    #expect(rings[0] == [[0, 0], [0, 4], [4, 4], [4, 0], [0, 0]])
    #expect(rings[1] == [[1, 1], [2, 1], [2, 2], [1, 2], [1, 1]])
  }

  @Test("Feature sets, and bad features and values")
  func featureSetsAndErrors() throws {
    let set = """
      {"spatialReference": {"wkid": 102100, "latestWkid": 3857},
       "features": [{"geometry": {"x": 1, "y": 2}, "attributes": {"id": 1}},
                    {"geometry": {"paths": [[[0, 0], [1, 1]]]}, "attributes": {"id": 2}}]}
      """
    let graphics = try EsriJSON.decodeGraphics(fromFeatureSet: Data(set.utf8))
    #expect(graphics.count == 2 && graphics[1].geometry is Polyline)
    #expect(graphics[0].geometry?.spatialReference == .webMercator)
    func message(_ json: String) -> String {
      do {
        _ = try EsriJSON.decodeGraphic(from: Data(json.utf8))
        return "no error"
      } catch {
        return error.description
      }
    }
    #expect(message(#"{"geometry": {"rings": [[[0, 0], [1, "a"]]]}}"#).contains("feature.geometry.rings[0][1]"))
    #expect(message(#"{"geometry": {"q": 1}}"#).contains("feature.geometry"))
    #expect(message(#"{"attributes": {"list": [1, 2]}}"#).contains("feature.attributes.list"))
    #expect(message(#"{"geometry": {"x": 1, "y": 2, "spatialReference": {"wkid": 4.5}}}"#).contains("wkid"))
    #expect(throws: GraphicsError.self) { try EsriJSON.encode(Graphic(geometry: Point(x: .infinity, y: 0))) }
    #expect(throws: GraphicsError.self) { try EsriJSON.encode(Graphic(attributes: ["when": Date()])) }
    #expect(throws: GraphicsError.self) { try EsriJSON.decodeGraphics(fromFeatureSet: Data(#"{"features": 3}"#.utf8)) }
  }
}
