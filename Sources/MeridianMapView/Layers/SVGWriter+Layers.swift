import Foundation
import MeridianCore

extension SVGWriter {
  /// Appends a coordinate with at most two decimals (a hundredth of a point), written with integer
  /// arithmetic: a basemap frame writes tens of thousands of them.
  static func appendCoordinate(_ value: Double, to text: inout String) {
    guard value.isFinite, abs(value) < 1e12 else {
      text += "0"
      return
    }
    let hundredths = Int((value * 100).rounded())
    if hundredths < 0 { text += "-" }
    let magnitude = hundredths.magnitude
    text += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text += fraction < 10 ? ".0" : "."
      text += String(fraction % 10 == 0 ? fraction / 10 : fraction)
    }
  }

  /// Draws a drawable layer's shape: one `path` of class `layer-fill` (filled rings, even-odd,
  /// with their outline when the paint strokes too) or `layer-line` (open paths).
  mutating func draw(_ item: LayerDisplayItem) {
    let paint = item.paint
    let isArea = paint.fillColor != nil
    var d = ""
    for part in item.screenParts where part.count > 1 {
      d += d.isEmpty ? "M" : " M"
      for (index, p) in part.enumerated() {
        if index > 0 { d += " " }
        Self.appendCoordinate(Double(p.x), to: &d)
        d += ","
        Self.appendCoordinate(Double(p.y), to: &d)
      }
      if isArea { d += "Z" }
    }
    guard !d.isEmpty else { return }
    var attributes = isArea ? "\(Self.paint("fill", paint.fillColor)) fill-rule=\"evenodd\"" : "fill=\"none\""
    if let stroke = paint.strokeColor, paint.strokeWidth > 0 {
      attributes +=
        " \(Self.paint("stroke", stroke)) stroke-width=\"\(Self.number(paint.strokeWidth))\" stroke-linejoin=\"round\""
      if paint.lineCap != .butt { attributes += " stroke-linecap=\"\(paint.lineCap.rawValue)\"" }
      let dashes = paint.dashPattern.filter { $0.isFinite && $0 >= 0 }
      if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
        attributes += " stroke-dasharray=\"\(dashes.map(Self.number).joined(separator: " "))\""
      }
    }
    line("<path class=\"\(isArea ? "layer-fill" : "layer-line")\" d=\"\(d)\" \(attributes)/>")
  }

  /// Draws a placed label: centred on its box, turned by its angle, with its halo under the glyphs.
  mutating func draw(_ label: PlacedLabel) {
    let n = Self.number
    let x = Double(label.center.x)
    let y = Double(label.center.y)
    var style = "font-family=\"sans-serif\" font-size=\"\(n(label.fontSize))\""
    if label.isItalic { style += " font-style=\"italic\"" }
    var halo = ""
    if let haloColor = label.haloColor {
      halo =
        " \(Self.paint("stroke", haloColor)) stroke-width=\"\(n(label.fontSize / 5))\" stroke-linejoin=\"round\" paint-order=\"stroke\""
    }
    let rotate = label.angle == 0 ? "" : " transform=\"rotate(\(n(label.angle)) \(n(x)) \(n(y)))\""
    line(
      "<text class=\"label\" x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"middle\" dominant-baseline=\"central\" \(style) \(Self.paint("fill", label.color))\(halo)\(rotate)>\(Self.escape(label.text))</text>"
    )
  }

  /// Draws the attribution in the view's bottom-right corner on a light band.
  mutating func drawAttribution(_ texts: [String], width: Double, height: Double) {
    guard !texts.isEmpty else { return }
    let text = texts.joined(separator: " | ")
    let n = Self.number
    let boxWidth = Double(text.count) * 5.5 + 8
    line(
      "<g class=\"attribution\"><rect x=\"\(n(width - boxWidth))\" y=\"\(n(height - 14))\" width=\"\(n(boxWidth))\" height=\"14\" fill=\"rgb(255,255,255)\" fill-opacity=\"0.7\"/><text x=\"\(n(width - 4))\" y=\"\(n(height - 4))\" text-anchor=\"end\" font-family=\"sans-serif\" font-size=\"10\" fill=\"rgb(51,51,51)\">\(Self.escape(text))</text></g>"
    )
  }
}
