import Foundation
import Meridian

/// The display-a-map flow, step by step as the classic sample has a person do it.
///
/// 1. Show a map.
/// 2. Tap the map three times: each tap adds a circle marker at the map point under the finger.
/// 3. Choose another map: the basemap changes, the markers stay.
/// 4. Clear the graphics.
///
/// Offline, the map shows the offline OpenStreetMap basemap of Helsinki in place of the online
/// Topographic style. The other choices are styles of the online service, whose tiles cannot be
/// fetched offline: after choosing Streets the view draws no basemap, and the flow says so; it then
/// shows the offline basemap again, this time without its labels.
@MainActor
enum DisplayMapFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = environment.places.displayMapViewpoint
    let mapView = environment.makeMapView(map)
    let model = MapDisplayModel(mapView: mapView)
    // The model puts its first choice's style on the map; offline, the basemap drawn stays the offline one.
    environment.useOfflineBasemap(on: mapView.map)
    transcript.line("Map: \(model.state.map.name), \(environment.describe(mapView))")
    if let basemap = mapView.map.basemap, basemap.style == nil {
      transcript.detail(
        "offline: the \(model.state.map.name) style's tiles need the network, so the map shows \(basemap.name)")
    }
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
      if let offline = environment.offlineBasemap(labels: false) {
        transcript.detail("offline: the \(next.name) style's tiles cannot be fetched, so the view draws no basemap")
        environment.snapshots.write("display-map-2-\(next.name.lowercased())", mapView: mapView)
        transcript.step("Show the offline basemap again, without labels")
        mapView.map.basemap = offline
        transcript.detail("basemap: \(offline.name), \(counted(model.graphicsOverlay.graphics.count, "marker")) kept")
        environment.snapshots.write("display-map-3-no-labels", mapView: mapView)
      }
    }

    transcript.step("Clear the graphics")
    model.clearGraphics()
    transcript.detail(
      "\(counted(model.state.markers.count, "marker")), \(counted(model.graphicsOverlay.graphics.count, "graphic"))")
  }
}
