import Foundation
import MeridianCore
import MeridianGraphics

extension MapViewSnapshot {
  /// The view's map state as an SVG document a person can open in any browser.
  ///
  /// One SVG unit per point, origin top-left, y down: the ``displayFrame()`` in draw order, the
  /// magnifier, the callout and the attribution, each element with a `class`. docs/map-view.md ("API
  /// details") lists the elements and their attributes.
  ///
  /// - Parameter calloutText: Text to show in the callout box instead of the title and detail; the
  ///   default, `nil`, shows the title and detail.
  /// - Returns: An SVG 1.1 document.
  public func svgSnapshot(calloutText: String? = nil) -> String {
    let width = Double(viewSize.width)
    let height = Double(viewSize.height)
    let n = SVGWriter.number
    var writer = SVGWriter()
    writer.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    writer.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">"
    )
    writer.line(
      "<title>Meridian map view: scale 1:\(n(scale.rounded())), rotation \(n(rotation))°</title>"
    )
    writer.line(
      "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"rgb(234,239,242)\"/>"
    )
    let frame = displayFrame()
    for item in frame.layerItems { writer.draw(item) }
    for label in frame.labels { writer.draw(label) }
    for item in frame.graphics { writer.draw(item) }
    if let magnifier {
      // The loupe's outline; what it shows inside is the map at the magnifier's scale, which a front draws.
      writer.line(
        "<circle class=\"magnifier\" cx=\"\(n(Double(magnifier.center.x)))\" cy=\"\(n(Double(magnifier.center.y)))\" r=\"\(n(MapView.Magnifier.diameter / 2))\" fill=\"none\" stroke=\"rgb(60,60,60)\" stroke-width=\"2\"/>"
      )
    }
    if let anchor = callout.anchor, CGRect(origin: .zero, size: viewSize).contains(anchor) {
      let lines = (calloutText.map { [$0] } ?? [callout.title, callout.detail].compactMap { $0 }).filter { !$0.isEmpty }
      let longest = lines.map(\.count).max() ?? 0
      let boxWidth = Swift.max(60, Double(longest) * 7 + 16)
      let lineHeight = 16.0
      let boxHeight = 28.0 + Double(Swift.max(lines.count - 1, 0)) * lineHeight
      let x = Double(anchor.x)
      let y = Double(anchor.y)
      let left = x - boxWidth / 2
      let top = y - 10 - boxHeight
      writer.line("<g class=\"callout\">")
      writer.line(
        "<path d=\"M\(n(left)),\(n(top)) h\(n(boxWidth)) v\(n(boxHeight)) H\(n(x + 6)) L\(n(x)),\(n(y)) L\(n(x - 6)),\(n(top + boxHeight)) H\(n(left)) Z\" fill=\"rgb(255,255,255)\" stroke=\"rgb(60,60,60)\" stroke-width=\"1\"/>"
      )
      for (index, text) in lines.enumerated() {
        let lineY = top + 14 + Double(index) * lineHeight
        let weight = index == 0 && calloutText == nil && lines.count > 1 ? " font-weight=\"bold\"" : ""
        writer.line(
          "<text x=\"\(n(x))\" y=\"\(n(lineY))\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"sans-serif\" font-size=\"12\"\(weight) fill=\"rgb(0,0,0)\">\(SVGWriter.escape(text))</text>"
        )
      }
      writer.line("</g>")
    }
    writer.drawAttribution(frame.attribution, width: width, height: height)
    writer.line("</svg>")
    return writer.output
  }
}
