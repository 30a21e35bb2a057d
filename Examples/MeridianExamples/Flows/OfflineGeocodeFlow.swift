import Foundation
import Meridian

/// The offline-geocode flow, step by step as the classic sample has a person do it.
///
/// 1. Show a map and a local locator (the embedded sample data; no network).
/// 2. Choose preset addresses from the list: each is geocoded with a minimum score of 75, one marker
///    marks the best match, and the map zooms to it.
/// 3. Long-press and drag with the magnifier on: every move reverse geocodes the point under the
///    finger (normalised across the antimeridian), each request cancelling the last, and the callout,
///    standing above the magnifier, names "street, city, region".
/// 4. Lift the finger: the magnifier goes, and the callout, on the marker, points at it again; then
///    tap the marker: the callout shows the address again.
@MainActor
enum OfflineGeocodeFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let map = Map(basemapStyle: .arcGISStreets)
    map.initialViewpoint = environment.places.offlineGeocodeViewpoint
    let mapView = MapView(map: map, viewSize: FlowEnvironment.viewSize)
    // As the tutorial does: a magnifier for the finger while it presses and drags.
    mapView.interactionOptions.isMagnifierEnabled = true
    let model = OfflineGeocodeModel(locator: try await environment.locator(), mapView: mapView)
    let presets = environment.places.presetAddresses
    transcript.line("Map: \(environment.basemapName(mapView, online: "streets")), \(environment.describe(mapView))")
    transcript.line("Preset addresses: \(presets.joined(separator: "; "))")

    for address in presets.prefix(2) {
      transcript.step("Choose the preset \"\(address)\"")
      await model.geocode(address).value
      await model.waitUntilIdle()
      report(model, mapView: mapView, environment: environment, after: .geocode)
    }
    environment.snapshots.write("offline-geocode-1-preset", mapView: mapView)

    let size = mapView.viewSize
    let path = [
      CGPoint(x: size.width * 0.40, y: size.height * 0.45),
      CGPoint(x: size.width * 0.45, y: size.height * 0.48),
      CGPoint(x: size.width * 0.52, y: size.height * 0.52),
    ]
    transcript.step("Long-press at \(environment.screen(path[0]))")
    mapView.longPressBegan(at: path[0])
    await model.waitUntilIdle()
    report(model, mapView: mapView, environment: environment, after: .reverseGeocode)
    for point in path.dropFirst() {
      transcript.step("Drag to \(environment.screen(point))")
      mapView.longPressMoved(at: point)
      await model.waitUntilIdle()
      report(model, mapView: mapView, environment: environment, after: .reverseGeocode)
    }
    if let last = path.last {
      transcript.step("Lift the finger at \(environment.screen(last))")
      mapView.longPressEnded(at: last)
      await model.waitUntilIdle()
      report(model, mapView: mapView, environment: environment)
    }
    environment.snapshots.write("offline-geocode-2-reverse", mapView: mapView)

    if let marker = model.state.marker, let point = mapView.screenPoint(fromLocation: marker) {
      transcript.step("Tap the marker at \(environment.screen(point))")
      mapView.tap(at: point)
      await model.waitUntilIdle()
      report(model, mapView: mapView, environment: environment)
    }
  }

  /// What the step before a report did, to explain a missing marker.
  enum Request { case geocode, reverseGeocode, other }

  private static func report(
    _ model: OfflineGeocodeModel, mapView: MapView, environment: FlowEnvironment, after request: Request = .other
  ) {
    let transcript = environment.transcript
    let state = model.state
    if let marker = state.marker {
      transcript.detail("marker at \(environment.geographic(marker)); map \(environment.describe(mapView))")
    } else {
      switch request {
      case .geocode: transcript.detail("no marker: no match scoring \(Int(OfflineGeocodeModel.minScore)) or more")
      case .reverseGeocode: transcript.detail("no marker: no address within reach of the finger")
      case .other: transcript.detail("no marker")
      }
    }
    if let callout = model.callout { transcript.value("callout", "\"\(callout.text)\"") }
    if let magnifier = mapView.magnifier {
      transcript.value(
        "magnifier",
        "\(Int(MapView.Magnifier.zoomFactor))× at \(environment.screen(magnifier.center))"
          + (model.callout == nil ? "" : ", the callout above it"))
    }
    if let message = state.message { transcript.value("message", message) }
  }
}
