import Foundation
import MeridianCore
import MeridianGraphics
import Testing

/// A feature's geometry is read by MeridianCore's Esri JSON geometry coder: the same text gives the
/// same geometry through either, with the same rules.
@Suite("Esri JSON features: Core's geometry rules")
struct EsriJSONFeatureGeometryTests {
  @Test("[x, y, m] with hasM alone is an m, not a z, in a feature as in Core's coder")
  func measuresAreMeasures() throws {
    let geometry = #"{"hasM":true,"points":[[1,2,7]],"spatialReference":{"wkid":4326}}"#
    let feature = try EsriJSON.decodeGraphic(from: Data(#"{"geometry":\#(geometry)}"#.utf8))
    let fromFeature = try #require(feature.geometry as? Multipoint)
    let fromCore = try #require(try EsriJSONGeometryCoder().decode(Data(geometry.utf8)) as? Multipoint)
    #expect(fromFeature.points == fromCore.points)
    #expect(fromFeature.points[0].m == 7 && fromFeature.points[0].z == nil)
  }

  @Test("A coordinate of five numbers is refused in a feature too, naming its path")
  func fiveNumbers() {
    #expect(
      throws: GraphicsError.malformedJSON(
        #"Esri JSON: the field "feature.geometry.paths[0][0]" is not a coordinate: [x, y] with an optional z and m."#)
    ) {
      _ = try EsriJSON.decodeGraphic(from: Data(#"{"geometry":{"paths":[[[1,2,3,4,5]]]}}"#.utf8))
    }
  }
}
