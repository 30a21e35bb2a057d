import Foundation
import MeridianCore
import MeridianGraphics
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

@Suite("MapDisplayModel")
@MainActor
struct MapDisplayModelTests {
  typealias State = MapDisplayModel.State
  static let topographic = MapChoice(name: "Topographic", basemapStyle: .arcGISTopographic)

  @Test("A tap adds a circle marker at the map point under it")
  func tapAddsMarker() async throws {
    let mapView = Fixture.mapView()
    let model = MapDisplayModel(mapView: mapView)
    let recorder = StateRecorder(model)
    // The view's centre (200, 200) shows the map's centre, 60.17 N, 24.94 E.
    mapView.tap(at: CGPoint(x: 200, y: 200))
    let second = try #require(mapView.location(fromScreenPoint: CGPoint(x: 50, y: 80)))
    mapView.tap(at: CGPoint(x: 50, y: 80))
    await recorder.expect(State(map: Self.topographic))
    let first = try #require(model.state.markers.first)
    #expect(isClose(first, Helsinki.center, tolerance: 1e-9))
    await recorder.expect(
      State(map: Self.topographic, markers: [first]), State(map: Self.topographic, markers: [first, second]))
    recorder.finish()
    #expect(model.graphicsOverlay.graphics.count == 2)
    let symbol = try #require(model.graphicsOverlay.graphics.first?.symbol as? SimpleMarkerSymbol)
    #expect(symbol.style == .circle && symbol.color == .red)
  }

  @Test("Choosing a map switches the basemap and keeps the markers and the viewpoint")
  func chooseMap() async {
    let mapView = Fixture.mapView()
    let model = MapDisplayModel(mapView: mapView)
    mapView.tap(at: CGPoint(x: 200, y: 200))
    let markers = model.state.markers
    let center = mapView.center
    let recorder = StateRecorder(model)
    let imagery = MapChoice(name: "Imagery", basemapStyle: .arcGISImagery)
    model.chooseMap(imagery)
    #expect(mapView.map.basemapStyle == .arcGISImagery)
    #expect(mapView.center == center)
    await recorder.expect(State(map: Self.topographic, markers: markers), State(map: imagery, markers: markers))
    recorder.finish()
  }

  @Test("Clearing removes every marker; a point with a NaN coordinate is ignored")
  func clearAndBadInput() async {
    let mapView = Fixture.mapView()
    let model = MapDisplayModel(mapView: mapView)
    mapView.tap(at: CGPoint(x: 10, y: 10))
    model.addMarker(at: Point(x: .nan, y: 60, spatialReference: .wgs84))
    #expect(model.state.markers.count == 1)
    model.clearGraphics()
    #expect(model.state.markers.isEmpty)
    #expect(model.graphicsOverlay.graphics.isEmpty)
  }

  @Test("The maps offered are topographic, streets, imagery and oceans")
  func choices() {
    let model = MapDisplayModel(mapView: Fixture.mapView())
    #expect(model.choices.map(\.basemapStyle) == [.arcGISTopographic, .arcGISStreets, .arcGISImagery, .arcGISOceans])
  }

  @Test("A basemap made of layers is a choice: the model keeps it when the map shows it, and switches to and from it")
  func layerBasemapChoice() async {
    let mapView = Fixture.mapView()
    let offline = Basemap(baseLayers: [], name: "Offline")
    mapView.map.basemap = offline
    let choice = MapChoice(name: "Offline", basemap: offline)
    let streets = MapChoice(name: "Streets", basemapStyle: .arcGISStreets)
    let model = MapDisplayModel(mapView: mapView, choices: [streets, choice])
    // The map already shows a choice (the same basemap object): it stays, and is the current one.
    #expect(mapView.map.basemap === offline)
    #expect(model.state.map == choice)
    model.chooseMap(streets)
    #expect(mapView.map.basemapStyle == .arcGISStreets)
    model.chooseMap(choice)
    #expect(mapView.map.basemap === offline)
    // Another basemap object with the same name is another choice.
    #expect(MapChoice(name: "Offline", basemap: Basemap(baseLayers: [], name: "Offline")) != choice)
    #expect(MapChoice(name: "Streets", basemapStyle: .arcGISStreets) == streets)
  }

  @Test("With no choices the map stays as it is, a basemap made of layers too")
  func noChoicesKeepTheMap() {
    let mapView = Fixture.mapView()
    let offline = Basemap(baseLayers: [], name: "Offline")
    mapView.map.basemap = offline
    let model = MapDisplayModel(mapView: mapView, choices: [])
    #expect(mapView.map.basemap === offline)
    #expect(model.state.map.name == "Offline")
  }
}
