import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

/// The examples of issue 12 in the graphics layer.
@Suite("Regressions: issue 12, graphics") struct Issue12GraphicsRegressionTests {
  @Test("regression: a symbol whose Color fields were set to NaN encodes as Esri JSON (Int(NaN × 255) trapped)")
  func colorNaNEsriJSON() throws {
    var color = Color.white
    color.red = .nan
    color.alpha = .nan
    let data = try EsriJSON.encode(SimpleFillSymbol(style: .solid, color: color, outline: nil))
    let text = try #require(String(data: data, encoding: .utf8))
    // NaN becomes 0, white's green and blue stay 255.
    #expect(text.contains(#""color":[0,255,255,0]"#))
  }

  @Test("regression: 600-deep JSON is a typed error from Meridian's own bound (100 levels), not a deep recursion")
  func deepJSON() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(
      throws: GraphicsError.malformedJSON(
        "The feature is not valid JSON: arrays and objects nest more than 100 deep at byte 100.")
    ) {
      _ = try EsriJSON.decodeGraphic(from: Data(deep.utf8))
    }
  }
}
