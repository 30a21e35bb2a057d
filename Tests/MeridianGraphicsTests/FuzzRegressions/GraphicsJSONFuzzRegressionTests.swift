import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

/// Inputs the `graphics-json` fuzz target found (Tests/Fuzz/Regressions/graphics-json/).
@Suite("Fuzz regressions: graphics Esri JSON")
struct GraphicsJSONFuzzRegressionTests {
  /// `ring-with-repeated-first-point`: a ring whose first point comes again after it. Writing closes the
  /// ring only when its last point differs from its first, and reading drops one closing point, so a
  /// ring that still ends on its first point after that loses a point on every round.
  @Test(
    "regression (fuzz graphics-json): feature with ring [[0,0],[0,0],[2,2]]: decode -> encode is a fixed point"
  )
  func ringWithRepeatedFirstPointIsStable() throws {
    let body = #"{"geometry":{"rings":[[[0,0],[0,0],[2,2]]]}}"#
    let first = try EsriJSON.encode(try EsriJSON.decodeGraphic(from: Data(body.utf8)))
    let second = try EsriJSON.encode(try EsriJSON.decodeGraphic(from: first))
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
  }

  /// A ring of two distinct points: writing closed it only when it had three or more points, and
  /// reading drops the closing point, so `[[0,0],[1,1],[0,0]]` came back as two points and was then
  /// written unclosed. Every ring is now written closed.
  @Test("regression (fuzz graphics-json): feature with ring [[0,0],[1,1],[0,0]]: decode -> encode is a fixed point")
  func ringOfTwoPointsIsStable() throws {
    let body = #"{"geometry":{"rings":[[[0,0],[1,1],[0,0]]]}}"#
    let first = try EsriJSON.encode(try EsriJSON.decodeGraphic(from: Data(body.utf8)))
    let second = try EsriJSON.encode(try EsriJSON.decodeGraphic(from: first))
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(String(decoding: first, as: UTF8.self).contains("[[[0,0],[1,1],[0,0]]]"))
  }

  /// `negative-zero`: `-0` in a geometry, an attribute and a symbol. It was written back as `0` (the
  /// parser read `-0` as the integer 0), so the second round's bytes differed from the first's; the
  /// long pass of 2026-12-03 reported it. `-0` now reads as the double `-0.0` and the writer writes
  /// it as `-0`, so one round is a fixed point and every sign survives.
  @Test("regression (fuzz graphics-json): -0 in geometry, attributes and symbol survives decode -> encode")
  func negativeZeroIsStable() throws {
    let body = try String(contentsOf: Self.regression("negative-zero"), encoding: .utf8).dropFirst()  // the mode byte
    let graphic = try EsriJSON.decodeGraphic(from: Data(body.utf8))
    let point = try #require((graphic.geometry as? Polygon)?.parts.first?.first)
    #expect(point.x == 0 && point.x.sign == .minus)
    #expect((graphic.attributes["a"] as? Double)?.sign == .minus)
    #expect((graphic.attributes["b"] as? Double)?.sign == .minus)
    let first = try EsriJSON.encode(graphic)
    let second = try EsriJSON.encode(try EsriJSON.decodeGraphic(from: first))
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    // Written by hand from the input: attributes and symbol keys sorted, the ring closed and turned
    // clockwise (its first point kept), every -0 written as -0.
    let expected =
      #"{"attributes":{"a":-0,"b":-0},"geometry":{"rings":[[[-0,0],[1,1],[1,0],[-0,0]]],"#
      + #""spatialReference":{"wkid":4326}},"symbol":{"angle":-0,"color":[128,128,128,255],"size":-0,"#
      + #""style":"esriSMSCircle","type":"esriSMS","xoffset":-0,"yoffset":0}}"#
    #expect(String(decoding: first, as: UTF8.self) == expected)
  }

  /// A file of Tests/Fuzz/Regressions/graphics-json, found from this source file's place in the tree.
  static func regression(_ name: String, file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Regressions/graphics-json/\(name)")
  }
}
