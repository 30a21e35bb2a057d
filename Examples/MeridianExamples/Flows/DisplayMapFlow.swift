import Foundation
import Meridian

/// The display-a-map flow, step by step as the classic sample has a person do it.
///
/// 1. Show a map.
/// 2. Tap the map three times: each tap adds a circle marker at the map point under the finger.
/// 3. Choose another map: the basemap changes, the markers stay.
/// 4. Clear the graphics.
///
/// Offline, the choices are the offline OpenStreetMap basemap of Helsinki, the online Streets style
/// and the offline basemap without its labels. Streets' tiles cannot be fetched offline: after
/// choosing it the view draws `MeridianEnvironment.offlineBasemap` in its place, and the flow says
/// so; it then chooses the offline basemap without labels. Online, the choices are the service's four styles (``MapChoice/defaults``).
@MainActor
enum DisplayMapFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = environment.places.displayMapViewpoint
    let mapView = MapView(map: map, viewSize: FlowEnvironment.viewSize)
    var choices = MapChoice.defaults
    // Each choice's snapshot after switching to it.
    var snapshotNames = [choices[1]: "display-map-2-streets"]
    if let offline = environment.offlineBasemap(), let unlabelled = environment.offlineBasemap(labels: false) {
      let bare = MapChoice(name: "OpenStreetMap without labels", basemap: unlabelled)
      choices = [MapChoice(name: "OpenStreetMap", basemap: offline), choices[1], bare]
      snapshotNames[bare] = "display-map-3-no-labels"
    }
    let model = MapDisplayModel(mapView: mapView, choices: choices)
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

    // Online, one switch shows what a switch does; offline, each other choice is drawn.
    for next in model.choices where snapshotNames[next] != nil && next != model.state.map {
      transcript.step("Choose the map \"\(next.name)\"")
      model.chooseMap(next)
      let drawn = next.basemapStyle.map { "basemap style \($0)" } ?? "the offline basemap, drawn by the map view"
      transcript.detail("map: \(model.state.map.name) (\(drawn)), \(counted(model.state.markers.count, "marker")) kept")
      if next.basemapStyle != nil, environment.offlineBasemap() != nil {
        transcript.detail(
          "offline: the \(next.name) style's tiles cannot be fetched, so the view draws the offline basemap in its place"
        )
      }
      if let name = snapshotNames[next] { environment.snapshots.write(name, mapView: mapView) }
    }

    transcript.step("Clear the graphics")
    model.clearGraphics()
    transcript.detail(
      "\(counted(model.state.markers.count, "marker")), \(counted(model.graphicsOverlay.graphics.count, "graphic"))")
  }
}
