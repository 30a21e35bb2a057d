import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGraphics

/// Writes display items as SVG elements, one symbol at a time.
///
/// Screen points map one to one to SVG user units (origin top-left, y down), so a marker drawn at a
/// display item's ``DisplayItem/screenPosition`` moved by its symbol's offset (+y up, so
/// `cy = y − offsetY`) lands exactly where identify tests it.
struct SVGWriter {
  private(set) var output = ""

  mutating func line(_ text: String) {
    output += text
    output += "\n"
  }

  /// A number with at most four decimals and no trailing zeros (integer arithmetic for the usual
  /// magnitudes, so a frame of many shapes writes fast; `String(format:)` past ±10¹⁴).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e14 else {
      var text = String(format: "%.4f", value)
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text == "-0" ? "0" : text
    }
    let scaled = Int((value * 10_000).rounded())
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    var text = scaled < 0 ? "-" : ""
    text += String(magnitude / 10_000)
    var fraction = magnitude % 10_000
    if fraction != 0 {
      var digits = 4
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let written = String(fraction)
      text += "." + String(repeating: "0", count: digits - written.count) + written
    }
    return text
  }

  /// Escapes text for an attribute value or element content.
  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(c)
      }
    }
    return out
  }

  /// `fill="rgb(…)" fill-opacity="…"`-style paint attributes for a colour.
  ///
  /// Never traps: each component is clamped to 0...1 (NaN counts as 0); an alpha that is NaN or
  /// not above 0 paints `none`.
  static func paint(_ name: String, _ color: Color?) -> String {
    guard let color, color.alpha > 0 else { return "\(name)=\"none\"" }
    // Any component, NaN and infinities included, becomes 0...255 (NaN gives 0).
    func byte(_ v: Double) -> Int { Int.clamping((v * 255).rounded(), to: 0...255) }
    var text = "\(name)=\"rgb(\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)))\""
    if color.alpha < 1 { text += " \(name)-opacity=\"\(number(color.alpha))\"" }
    return text
  }

  static func dashArray(_ style: SimpleLineSymbol.Style, width: Double) -> String? {
    let w = Swift.max(width, 1)
    let pattern: [Double]
    switch style {
    case .solid, .noLine: return nil
    case .dash: pattern = [4, 3]
    case .dot: pattern = [1, 3]
    case .dashDot: pattern = [4, 3, 1, 3]
    case .dashDotDot: pattern = [4, 3, 1, 3, 1, 3]
    case .longDash: pattern = [8, 3]
    case .longDashDot: pattern = [8, 3, 1, 3]
    case .shortDash: pattern = [2, 2]
    case .shortDashDot: pattern = [2, 2, 1, 2]
    case .shortDashDotDot: pattern = [2, 2, 1, 2, 1, 2]
    case .shortDot: pattern = [1, 1]
    }
    return pattern.map { number($0 * w) }.joined(separator: " ")
  }

  // MARK: - Symbols

  mutating func draw(_ item: DisplayItem) {
    var attributes = "data-draw-index=\"\(item.drawIndex)\""
    if let cluster = item.cluster {
      attributes += " data-cluster-id=\"\(cluster.clusterID)\" data-cluster-count=\"\(cluster.count)\""
    }
    draw(item.symbol, item: item, attributes: attributes)
  }

  private mutating func draw(_ symbol: any Symbol, item: DisplayItem, attributes: String) {
    switch symbol {
    case let composite as CompositeSymbol:
      for part in composite.symbols { draw(part, item: item, attributes: attributes) }
    case let marker as SimpleMarkerSymbol:
      for p in anchors(of: item) { drawMarker(marker, at: p, attributes: attributes) }
    case let picture as PictureMarkerSymbol:
      for p in anchors(of: item) { drawPicture(picture, at: p, attributes: attributes) }
    case let text as TextSymbol:
      drawText(text, at: item.screenPosition, attributes: attributes)
    case let stroke as SimpleLineSymbol:
      guard stroke.drawnWidth > 0 else { return }
      let closed = item.geometryType == .polygon || item.geometryType == .envelope
      for part in item.screenParts where part.count > 1 {
        let points = part.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        line(
          "<\(closed ? "polygon" : "polyline") class=\"line\" \(attributes) points=\"\(points)\" fill=\"none\" \(strokeAttributes(stroke))/>"
        )
      }
    case let fill as SimpleFillSymbol:
      guard item.geometryType == .polygon || item.geometryType == .envelope else { return }
      let d = item.screenParts.filter { $0.count > 2 }.map { ring in
        "M" + ring.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " L") + " Z"
      }.joined(separator: " ")
      let paint = fill.fillsInterior ? Self.paint("fill", fill.color) : "fill=\"none\""
      let hatch = fill.style == .solid || fill.style == .noFill ? "" : " fill-opacity=\"0.5\""
      let outline = fill.outline.map { strokeAttributes($0) } ?? "stroke=\"none\""
      line("<path class=\"fill\" \(attributes) d=\"\(d)\" fill-rule=\"evenodd\" \(paint)\(hatch) \(outline)/>")
    default:
      return
    }
  }

  private func anchors(of item: DisplayItem) -> [CGPoint] {
    item.screenParts.flatMap { $0 }
  }

  private func strokeAttributes(_ stroke: SimpleLineSymbol) -> String {
    guard stroke.drawnWidth > 0 else { return "stroke=\"none\"" }
    var text = "\(Self.paint("stroke", stroke.color)) stroke-width=\"\(Self.number(stroke.drawnWidth))\""
    if let dashes = Self.dashArray(stroke.style, width: stroke.drawnWidth) { text += " stroke-dasharray=\"\(dashes)\"" }
    return text
  }

  private mutating func drawMarker(_ marker: SimpleMarkerSymbol, at anchor: CGPoint, attributes: String) {
    // Offsets are Cartesian (+y up): the centre moves right by offsetX and up (screen y minus) by offsetY.
    let cx = Double(anchor.x) + marker.offsetX
    let cy = Double(anchor.y) - marker.offsetY
    let r = Swift.max(marker.size, 0) / 2
    let fill = Self.paint("fill", marker.color)
    let outline = marker.outline.map { strokeAttributes($0) } ?? "stroke=\"none\""
    let rotate =
      marker.angle == 0
      ? "" : " transform=\"rotate(\(Self.number(-marker.angle)) \(Self.number(cx)) \(Self.number(cy)))\""
    let n = Self.number
    let common = "class=\"marker\" \(attributes) data-style=\"\(marker.style.rawValue)\""
    switch marker.style {
    case .circle:
      line("<circle \(common) cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" \(fill) \(outline)/>")
    case .square:
      line(
        "<rect \(common) x=\"\(n(cx - r))\" y=\"\(n(cy - r))\" width=\"\(n(2 * r))\" height=\"\(n(2 * r))\" \(fill) \(outline)\(rotate)/>"
      )
    case .diamond:
      line(
        "<polygon \(common) points=\"\(n(cx - r)),\(n(cy)) \(n(cx)),\(n(cy - r)) \(n(cx + r)),\(n(cy)) \(n(cx)),\(n(cy + r))\" \(fill) \(outline)\(rotate)/>"
      )
    case .triangle:
      line(
        "<polygon \(common) points=\"\(n(cx - r)),\(n(cy + r)) \(n(cx + r)),\(n(cy + r)) \(n(cx)),\(n(cy - r))\" \(fill) \(outline)\(rotate)/>"
      )
    case .cross, .x:
      let d =
        marker.style == .cross
        ? "M\(n(cx - r)),\(n(cy)) L\(n(cx + r)),\(n(cy)) M\(n(cx)),\(n(cy - r)) L\(n(cx)),\(n(cy + r))"
        : "M\(n(cx - r)),\(n(cy - r)) L\(n(cx + r)),\(n(cy + r)) M\(n(cx - r)),\(n(cy + r)) L\(n(cx + r)),\(n(cy - r))"
      let width = Swift.max(marker.outline?.drawnWidth ?? 0, 1.5)
      line(
        "<path \(common) d=\"\(d)\" fill=\"none\" \(Self.paint("stroke", marker.color)) stroke-width=\"\(n(width))\"\(rotate)/>"
      )
    }
  }

  private mutating func drawPicture(_ picture: PictureMarkerSymbol, at anchor: CGPoint, attributes: String) {
    let cx = Double(anchor.x) + picture.offsetX
    let cy = Double(anchor.y) - picture.offsetY
    let n = Self.number
    let frame =
      "x=\"\(n(cx - picture.width / 2))\" y=\"\(n(cy - picture.height / 2))\" width=\"\(n(picture.width))\" height=\"\(n(picture.height))\""
    let rotate = picture.angle == 0 ? "" : " transform=\"rotate(\(n(-picture.angle)) \(n(cx)) \(n(cy)))\""
    let opacity = picture.opacity < 1 ? " opacity=\"\(n(picture.opacity))\"" : ""
    if case .data(let data) = picture.source {
      line(
        "<image class=\"picture\" \(attributes) \(frame) href=\"data:image/png;base64,\(data.base64EncodedString())\"\(opacity)\(rotate)/>"
      )
    } else {
      line(
        "<rect class=\"picture\" \(attributes) \(frame) fill=\"rgb(200,200,200)\" stroke=\"rgb(90,90,90)\" stroke-width=\"1\"\(opacity)\(rotate)/>"
      )
    }
  }

  private mutating func drawText(_ text: TextSymbol, at anchor: CGPoint, attributes: String) {
    guard !text.text.isEmpty else { return }
    let n = Self.number
    let x = Double(anchor.x) + text.offsetX
    let y = Double(anchor.y) - text.offsetY
    let textAnchor: String
    switch text.horizontalAlignment {
    case .left: textAnchor = "start"
    case .center, .justify: textAnchor = "middle"
    case .right: textAnchor = "end"
    }
    let baseline: String
    switch text.verticalAlignment {
    case .top: baseline = "text-before-edge"
    case .middle: baseline = "central"
    case .baseline: baseline = "alphabetic"
    case .bottom: baseline = "text-after-edge"
    }
    var style = "font-family=\"\(Self.escape(text.fontFamily))\" font-size=\"\(n(text.size))\""
    if text.fontWeight == .bold { style += " font-weight=\"bold\"" }
    if text.fontStyle == .italic { style += " font-style=\"italic\"" }
    var halo = ""
    if let haloColor = text.haloColor, text.haloWidth > 0 {
      halo = " \(Self.paint("stroke", haloColor)) stroke-width=\"\(n(2 * text.haloWidth))\" paint-order=\"stroke\""
    }
    let rotate = text.angle == 0 ? "" : " transform=\"rotate(\(n(-text.angle)) \(n(x)) \(n(y)))\""
    line(
      "<text class=\"text\" \(attributes) x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(textAnchor)\" dominant-baseline=\"\(baseline)\" \(style) \(Self.paint("fill", text.color))\(halo)\(rotate)>\(Self.escape(text.text))</text>"
    )
  }
}
