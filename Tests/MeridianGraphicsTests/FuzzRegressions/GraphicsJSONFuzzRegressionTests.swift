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
}
