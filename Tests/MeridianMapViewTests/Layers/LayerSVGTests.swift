import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

@MainActor
@Suite("SVG snapshot of drawable layers") struct LayerSVGTests {
  @Test("The snapshot draws the layer's shapes, then its labels, then the attribution")
  func drawsLayers() throws {
    let map = Map(basemap: Basemap(baseLayers: [InventedLayer()]))
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let svg = MapView(map: map, viewSize: CGSize(width: 400, height: 200)).svgSnapshot()
    // The park as a filled ring in screen points (see DisplayFrameTests), the colour #c8facc.
    #expect(
      svg.contains(
        #"<path class="layer-fill" d="M180,120 220,120 220,80 180,80Z" fill="rgb(200,250,204)" fill-rule="evenodd"/>"#))
    #expect(
      svg.contains(
        #"<path class="layer-line" d="M-32,100 432,100" fill="none" stroke="rgb(128,128,128)" stroke-width="8" stroke-linejoin="round"/>"#
      ))
    #expect(svg.contains(#"stroke-linecap="round""#))
    let park = try #require(svg.range(of: ">Park</text>"))
    let street = try #require(svg.range(of: ">Main Street</text>"))
    let road = try #require(svg.range(of: "layer-line"))
    let attribution = try #require(svg.range(of: ">invented for a test</text>"))
    #expect(road.lowerBound < park.lowerBound && road.lowerBound < street.lowerBound)
    #expect(park.upperBound < attribution.lowerBound && street.upperBound < attribution.lowerBound)
  }

  @Test("Coordinates are written to a hundredth of a point with integer arithmetic")
  func coordinates() {
    func text(_ value: Double) -> String {
      var s = ""
      SVGWriter.appendCoordinate(value, to: &s)
      return s
    }
    #expect(text(12.345) == "12.35" || text(12.345) == "12.34")  // 12.345 is not exact in binary
    #expect(text(-0.004) == "0")
    #expect(text(-3.1) == "-3.1")
    #expect(text(7.05) == "7.05")
    #expect(text(100) == "100")
    #expect(text(.nan) == "0")
    #expect(text(1e300) == "0")
  }
}
