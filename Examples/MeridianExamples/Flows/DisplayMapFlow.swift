import Foundation
import Meridian

/// The display-a-map flow, step by step as the classic sample has a person do it.
///
/// 1. Show a map.
/// 2. Tap the map three times: each tap adds a circle marker at the map point under the finger.
/// 3. Choose another map: the basemap changes, the markers stay.
/// 4. Clear the graphics.
@MainActor
enum DisplayMapFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = environment.places.displayMapViewpoint
    let mapView = environment.makeMapView(map)
    let model = MapDisplayModel(mapView: mapView)
    transcript.line("Map: \(model.state.map.name), \(environment.describe(mapView))")
    transcript.line("Maps to choose from: \(model.choices.map(\.name).joined(separator: ", "))")

    let taps = [CGPoint(x: 200, y: 150), CGPoint(x: 400, y: 300), CGPoint(x: 620, y: 420)]
    for point in taps {
      transcript.step("Tap the map at \(environment.screen(point))")
      mapView.tap(at: point)
      if let added = model.state.markers.last {
        transcript.detail("marker added at \(environment.geographic(added))")
      }
      transcript.detail(
        "\(counted(model.state.markers.count, "marker")), \(counted(model.graphicsOverlay.graphics.count, "graphic"))")
    }
    environment.snapshots.write("display-map-1-markers", mapView: mapView)

    if let next = model.choices.first(where: { $0 != model.state.map }) {
      transcript.step("Choose the map \"\(next.name)\"")
      model.chooseMap(next)
      transcript.detail(
        "map: \(model.state.map.name) (basemap style \(mapView.map.basemapStyle.map { "\($0)" } ?? "none")), "
          + "\(counted(model.state.markers.count, "marker")) kept")
    }

    transcript.step("Clear the graphics")
    model.clearGraphics()
    transcript.detail(
      "\(counted(model.state.markers.count, "marker")), \(counted(model.graphicsOverlay.graphics.count, "graphic"))")
  }
}
