import Foundation
import InternalMeridianUtilities
import MeridianCore
import Testing

@testable import MeridianGraphics

/// One Esri JSON text that must be refused with ``GraphicsError/malformedJSON(_:)`` whose message names
/// every one of `mentions` (the JSON path, the problem).
struct GraphicsJSONCase: Sendable, CustomTestStringConvertible {
  enum Reader: String, Sendable { case symbol, feature, featureSet }
  let reader: Reader
  let bytes: [UInt8]
  let mentions: [String]
  let note: String

  init(_ reader: Reader, _ text: String, mentioning mentions: [String] = [], _ note: String) {
    self.init(reader, bytes: Array(text.utf8), mentioning: mentions, note)
  }

  init(_ reader: Reader, bytes: [UInt8], mentioning mentions: [String] = [], _ note: String) {
    self.reader = reader
    self.bytes = bytes
    self.mentions = mentions
    self.note = note
  }

  var testDescription: String { "\(reader.rawValue): \(note) → malformedJSON" }

  func read() throws(GraphicsError) {
    let data = Data(bytes)
    switch reader {
    case .symbol: _ = try EsriJSON.decodeSymbol(from: data)
    case .feature: _ = try EsriJSON.decodeGraphic(from: data)
    case .featureSet: _ = try EsriJSON.decodeGraphics(fromFeatureSet: data)
    }
  }
}

/// Hostile Esri JSON, bad colours and bad overlay mutations. Readers throw typed errors naming the
/// path; overlay mutations that fail change nothing.
@Suite("Bad input: graphics") struct BadInputGraphicsTests {
  static let deepArrays = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
  static let deepObjects = String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600)

  static let cases: [GraphicsJSONCase] = [
    .init(.feature, #"{"attributes":"# + deepArrays + "}", mentioning: ["nest", "100"], "600-deep arrays"),
    .init(.symbol, deepObjects, mentioning: ["nest"], "600-deep objects"),
    .init(
      .feature, bytes: Array(#"{"attributes":{"name":""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8),
      mentioning: ["UTF-8"], "invalid UTF-8 in a string (C3 28)"),
    .init(
      .feature, bytes: Array(#"{"attributes":{"n"#.utf8) + [0xFF] + Array(#"":1}}"#.utf8),
      mentioning: ["UTF-8"], "invalid UTF-8 in a key (FF)"),
    .init(.feature, #"{"attributes":{"n":1e400}}"#, mentioning: ["too large"], "the number 1e400"),
    .init(.feature, #"{"attributes":{"n":"a\#u{1}b"}}"#, mentioning: ["control"], "a raw U+0001 in a string"),
    .init(.feature, #"{"attributes":{"n":"\uD800"}}"#, mentioning: ["surrogate"], "a lone surrogate escape"),
    .init(.feature, #"{"attributes":{"n":01}}"#, mentioning: ["leading zero"], "a leading zero"),
    .init(.feature, #"{"attributes":{"n":1}} x"#, mentioning: ["follows"], "text after the value"),
    .init(.feature, #"{"geometry":{"x":1,"#, mentioning: ["ends"], "truncated"),
    .init(
      .feature, #"{"geometry":{"x":0,"y":95,"spatialReference":{"wkid":4326}}}"#,
      mentioning: ["feature.geometry", "latitude"], "a point at latitude 95"),
    .init(
      .feature, #"{"geometry":{"paths":[[[0,0],[1e16,0]]],"spatialReference":{"wkid":3857}}}"#,
      mentioning: ["feature.geometry.paths[0][1]", "1e15"], "a path vertex at x 1e16"),
    .init(
      .feature, #"{"geometry":{"xmin":-600,"ymin":0,"xmax":1,"ymax":1,"spatialReference":{"wkid":4326}}}"#,
      mentioning: ["xmin", "longitude"], "an envelope at longitude -600"),
    .init(
      .feature, #"{"geometry":{"x":0,"y":0,"spatialReference":{"wkid":0}}}"#,
      mentioning: ["spatialReference.wkid", "999999"], "wkid 0"),
    .init(
      .feature, #"{"geometry":{"x":0,"y":0,"spatialReference":{"wkid":1e300}}}"#,
      mentioning: ["wkid"], "wkid 1e300"),
    .init(
      .featureSet,
      #"{"features":[{"geometry":{"x":1,"y":2}},{"geometry":{"x":0,"y":-91}}],"spatialReference":{"wkid":4326}}"#,
      mentioning: ["featureSet.features[1]", "latitude"], "the second feature at latitude -91"),
    .init(.symbol, #"{"type":"esriSMS","color":[0,0,256,255]}"#, mentioning: ["symbol.color"], "a colour byte 256"),
    .init(.symbol, #"{"type":"esriSMS","size":1e400}"#, mentioning: ["too large"], "a size of 1e400"),
  ]

  @Test("Each text throws malformedJSON naming what is wrong", arguments: cases)
  func badJSON(_ badCase: GraphicsJSONCase) {
    do {
      try badCase.read()
      Issue.record("Expected malformedJSON for \(badCase.note)")
    } catch {
      guard case .malformedJSON(let message) = error else {
        Issue.record("Expected malformedJSON, got \(error)")
        return
      }
      for part in badCase.mentions { #expect(message.contains(part), "\(message) does not mention \(part)") }
    }
  }

  @Test("Huge arrays are bounded: the limit is 5,000,000 values; one value over a (lowered) limit is refused")
  func hugeArray() throws {
    #expect(JSONParser.Limits.standard.maximumValueCount == 5_000_000)
    // {"n":[0,...]} with 1,000 zeros is 1,002 values (object, array, zeros): over a limit of 1,001.
    let text = #"{"n":["# + Array(repeating: "0", count: 1000).joined(separator: ",") + "]}"
    #expect(throws: JSONParseError.self) {
      _ = try JSONParser.parse(Data(text.utf8), limits: JSONParser.Limits(maximumValueCount: 1001))
    }
    let value = try JSONParser.parse(Data(text.utf8), limits: JSONParser.Limits(maximumValueCount: 1002))
    guard case .object(let o) = value, case .array(let zeros)? = o["n"] else {
      Issue.record("not an object with an array")
      return
    }
    #expect(zeros.count == 1000)
  }

  @Test("Colour components set to NaN, ±∞ or out of range are clamped; hex and Esri JSON write them")
  func colorComponents() throws {
    var color = Color(red: .nan, green: .infinity, blue: -.infinity, alpha: 2)
    #expect(color == Color(red: 0, green: 1, blue: 0, alpha: 1))
    color.red = .nan
    color.green = -5
    color.alpha = .nan
    #expect(color.red == 0 && color.green == 0 && color.alpha == 0)
    #expect(color.hexString == "#00000000")
    let json = try EsriJSON.encode(SimpleMarkerSymbol(style: .circle, color: color, size: 4))
    let marker = try #require(try EsriJSON.decodeSymbol(from: json) as? SimpleMarkerSymbol)
    #expect(marker.color == color)
  }

  @Test("addGraphics([new, one of another overlay]) throws and changes neither overlay nor the new graphic")
  func batchAllOrNothing() throws {
    let other = GraphicsOverlay()
    let taken = Graphic(geometry: Point(latitude: 1, longitude: 1))
    try other.addGraphic(taken)
    let overlay = GraphicsOverlay()
    let existing = Graphic(geometry: Point(latitude: 0, longitude: 0))
    try overlay.addGraphic(existing)
    let fresh = Graphic(geometry: Point(latitude: 2, longitude: 2))
    #expect(throws: GraphicsError.graphicBelongsToAnotherOverlay(position: 1)) {
      try overlay.addGraphics([fresh, taken])
    }
    #expect(overlay.graphics.map(ObjectIdentifier.init) == [ObjectIdentifier(existing)])
    #expect(other.graphics.map(ObjectIdentifier.init) == [ObjectIdentifier(taken)])
    #expect(fresh.graphicsOverlay == nil)
    #expect(taken.graphicsOverlay === other)
  }

  @Test(
    "insertGraphic(at: Int.max) and (at: Int.min) throw invalidParameter(index) and change nothing",
    arguments: [
      Int.max, Int.min, -1, 2,
    ])
  func insertOutOfRange(_ index: Int) throws {
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(Graphic())
    let before = overlay.graphics.map(ObjectIdentifier.init)
    let graphic = Graphic()
    #expect(
      throws: GraphicsError.invalidParameter(name: "index", reason: "\(index) is outside 0...1, the overlay's graphics")
    ) {
      try overlay.insertGraphic(graphic, at: index)
    }
    #expect(overlay.graphics.map(ObjectIdentifier.init) == before)
    #expect(graphic.graphicsOverlay == nil)
  }

  @Test(
    "zIndex of Int.max and Int.min clamps to Int32.max and Int32.min",
    arguments: [
      (Int.max, Int(Int32.max)), (Int.min, Int(Int32.min)), (Int(Int32.max) + 1, Int(Int32.max)),
    ])
  func zIndexExtremes(_ given: Int, _ stored: Int) {
    let graphic = Graphic()
    graphic.zIndex = given
    #expect(graphic.zIndex == stored)
  }

  @Test("A graphic with 100,000 attributes is added, queried and encoded")
  func hugeAttributes() throws {
    var attributes: [String: any Sendable] = [:]
    for i in 0..<100_000 { attributes["field\(i)"] = i }
    let graphic = Graphic(geometry: Point(latitude: 1, longitude: 2), attributes: attributes)
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(graphic)
    #expect(overlay.graphics.count == 1)
    let decoded = try EsriJSON.decodeGraphic(from: try EsriJSON.encode(graphic))
    #expect(decoded.attributes.count == 100_000)
    #expect(decoded.attributes["field99999"] as? Int == 99_999)
  }

  @Test("Graphics at 1e300 and with NaN coordinates are added (defined result); encoding NaN throws unencodable")
  func extremeGeometries() throws {
    let overlay = GraphicsOverlay()
    let far = Graphic(geometry: Point(x: 1e300, y: -1e300, spatialReference: .webMercator))
    let empty = Graphic(geometry: Point(x: .nan, y: .nan, spatialReference: .webMercator))
    let bad = Graphic(geometry: Polyline(points: [Point(x: 0, y: .nan, spatialReference: .webMercator)]))
    try overlay.addGraphics([far, empty, bad])
    #expect(overlay.graphics.count == 3)
    #expect(throws: GraphicsError.self) { _ = try EsriJSON.encode(bad) }
  }
}
