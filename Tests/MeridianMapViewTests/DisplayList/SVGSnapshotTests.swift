import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

#if canImport(FoundationXML)
import FoundationXML
#endif

/// SVG snapshots, worked by hand on a 400 × 200 Web Mercator view centred on (0, 0) at 10 m per
/// point, so a map point (x, y) is drawn at screen (200 + x/10, 100 − y/10).
@MainActor
@Suite("SVG snapshot")
struct SVGSnapshotTests {
  let overlay = GraphicsOverlay()

  func view() -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 400, height: 200))
  }

  func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .webMercator) }

  /// The lines of a snapshot that contain `fragment`.
  func lines(_ svg: String, containing fragment: String) -> [Substring] {
    svg.split(separator: "\n").filter { $0.contains(fragment) }
  }

  // MARK: - Document and items

  @Test("The document is the view's size, with a background, then the display list in draw order")
  func documentAndItems() throws {
    var marker = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
    marker.offsetX = 3
    marker.offsetY = 4
    let top = Graphic(geometry: point(500, 300), symbol: marker)
    top.zIndex = 1
    let hollow = SimpleFillSymbol(style: .noFill, color: .yellow, outline: SimpleLineSymbol(color: .black, width: 2))
    let area = Graphic(
      geometry: Polygon(points: [point(-1_000, -500), point(1_000, -500), point(1_000, 500), point(-1_000, 500)]),
      symbol: hollow)
    try overlay.addGraphics([top, area])
    let svg = view().svgSnapshot()
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.contains("width=\"400\" height=\"200\" viewBox=\"0 0 400 200\""))
    // 10 m per point is the scale 10 × 96 / 0.0254 = 37,795.28, written rounded.
    #expect(svg.contains("<title>Meridian map view: scale 1:37795, rotation 0°</title>"))
    #expect(svg.hasSuffix("</svg>\n"))
    // The polygon (z 0) comes before the marker (z 1). Its ring (−1000, −500) ... (−1000, 500) m is
    // (100, 150), (300, 150), (300, 50), (100, 50) on screen; noFill leaves the inside unpainted.
    let fill = try #require(lines(svg, containing: "class=\"fill\"").first)
    #expect(fill.contains("data-draw-index=\"0\""))
    #expect(fill.contains("d=\"M100,150 L300,150 L300,50 L100,50 Z\""))
    #expect(fill.contains("fill=\"none\" stroke=\"rgb(0,0,0)\" stroke-width=\"2\""))
    // The marker at (500, 300) m is anchored at (250, 70); its offset (3, 4) is +y up: centre (253, 66).
    let circle = try #require(lines(svg, containing: "class=\"marker\"").first)
    #expect(circle.contains("data-draw-index=\"1\""))
    #expect(circle.contains("cx=\"253\" cy=\"66\" r=\"5\" fill=\"rgb(255,0,0)\""))
    let fillLine = try #require(svg.range(of: "class=\"fill\""))
    let markerLine = try #require(svg.range(of: "class=\"marker\""))
    #expect(fillLine.lowerBound < markerLine.lowerBound)
    #expect(!svg.contains("class=\"callout\""))
  }

  // MARK: - Callout

  @Test("The callout box sits 10 points above its anchor, 28 tall, 7 points a character plus 16 wide")
  func calloutBox() throws {
    let view = view()
    // (500, 300) m is drawn at (250, 70). "Café": 4 × 7 + 16 = 44, below the 60-point minimum, so
    // the box spans x 220...280 and y 32...60 (70 − 10 − 28), with a pointer from (256, 60) and
    // (244, 60) down to the anchor.
    view.callout = .location(point(500, 300))
    let svg = view.svgSnapshot(calloutText: "Café")
    #expect(svg.contains("<g class=\"callout\">"))
    #expect(svg.contains("d=\"M220,32 h60 v28 H256 L250,70 L244,60 H220 Z\""))
    // The text is centred in the box: x 250, y 32 + 14 = 46.
    #expect(svg.contains("<text x=\"250\" y=\"46\" text-anchor=\"middle\""))
    #expect(svg.contains(">Café</text>"))
    // A longer text widens the box: 23 characters, 23 × 7 + 16 = 177, from 250 − 88.5 = 161.5.
    let long = view.svgSnapshot(calloutText: "Coffee shop on the pier")
    #expect(long.contains("d=\"M161.5,32 h177 v28 H256 L250,70 L244,60 H161.5 Z\""))
    // Without text the box is drawn empty.
    let empty = view.svgSnapshot()
    #expect(empty.contains("d=\"M220,32 h60 v28 H256 L250,70 L244,60 H220 Z\""))
    #expect(lines(empty, containing: "<text").isEmpty)
  }

  @Test("The callout follows its offset and is left out when its anchor is off screen")
  func calloutPlacement() {
    let view = view()
    // Offset (0, −8), y down: the anchor moves from (250, 70) to (250, 62); the box to y 24...52.
    view.callout = .location(point(500, 300), offset: CGPoint(x: 0, y: -8))
    #expect(view.svgSnapshot().contains("d=\"M220,24 h60 v28 H256 L250,62 L244,52 H220 Z\""))
    // (3000, 0) m is drawn at x 500, right of the 400-point view: no callout.
    view.callout = .location(point(3_000, 0))
    #expect(!view.svgSnapshot(calloutText: "Far").contains("class=\"callout\""))
    view.callout = nil
    #expect(!view.svgSnapshot(calloutText: "None").contains("class=\"callout\""))
  }

  // MARK: - Escaping

  @Test("Text, font families and callout text are escaped for XML")
  func escaping() throws {
    var label = TextSymbol(text: "Fish & Chips <\"Joe's\">", color: .black, size: 12)
    label.fontFamily = "Noto \"Sans\" & Co"
    try overlay.addGraphic(Graphic(geometry: point(0, 0), symbol: label))
    let view = view()
    view.callout = .location(point(0, 0))
    let svg = view.svgSnapshot(calloutText: "A<B & \"C\"")
    #expect(svg.contains(">Fish &amp; Chips &lt;&quot;Joe&apos;s&quot;&gt;</text>"))
    #expect(svg.contains("font-family=\"Noto &quot;Sans&quot; &amp; Co\""))
    #expect(svg.contains(">A&lt;B &amp; &quot;C&quot;</text>"))
    #expect(!svg.contains("Fish & Chips") && !svg.contains("A<B"))
    #if canImport(FoundationXML) || canImport(Darwin)
    // An XML parser reads the document back, and gets the original strings.
    let texts = try SVGTextReader.texts(of: svg)
    #expect(texts.contains("Fish & Chips <\"Joe's\">"))
    #expect(texts.contains("A<B & \"C\""))
    #endif
  }
}

#if canImport(FoundationXML) || canImport(Darwin)
/// Collects the character data of every `<text>` element, failing on any XML error.
final class SVGTextReader: NSObject, XMLParserDelegate {
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  private var texts: [String] = []
  private var current: String?

  static func texts(of svg: String) throws -> [String] {
    let parser = XMLParser(data: Data(svg.utf8))
    let reader = SVGTextReader()
    parser.delegate = reader
    guard parser.parse() else {
      throw ParseError(description: "\(parser.parserError.map { "\($0)" } ?? "unknown error")")
    }
    return reader.texts
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if elementName == "text" { current = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    current? += string
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "text", let text = current {
      texts.append(text)
      current = nil
    }
  }
}
#endif
