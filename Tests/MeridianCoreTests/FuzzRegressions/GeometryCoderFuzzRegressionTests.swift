import Foundation
import Testing

@testable import MeridianCore

/// Inputs the `geometry-coders` fuzz target found (Tests/Fuzz/Regressions/geometry-coders/).
@Suite("Fuzz regressions: geometry coders")
struct GeometryCoderFuzzRegressionTests {
  /// `esri-point-latitude-1e8`: a WGS84 point 10^8 degrees north. No geographic coordinate is beyond
  /// ±90° latitude; the decoder must refuse it (a map that zooms to it traps).
  @Test("regression (fuzz geometry-coders): Esri JSON {x:1, y:1e08, wkid 4326} throws GeometryError")
  func esriPointOffTheGlobeIsRefused() {
    let body = #"{"x":1,"y":1e08,"spatialReference":{"wkid":4326}}"#
    #expect(throws: GeometryError.self) { try EsriJSONGeometryCoder().decode(Data(body.utf8)) }
  }
}
