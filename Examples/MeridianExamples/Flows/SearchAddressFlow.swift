import Foundation
import Meridian

/// The search-for-an-address flow, step by step as the classic tutorial has a person do it.
///
/// 1. Show a map with one graphics overlay holding a text graphic and a marker graphic, both without
///    geometry until there is a result.
/// 2. Type an address and press Search: the model geocodes it (best match only, in the map's spatial
///    reference), moves the red square marker and the label there, and zooms to the result's extent.
/// 3. Press Search with nothing typed: "Nothing to search!", and no request is made.
/// 4. Search text that matches nothing: the status goes back to none.
/// 5. Submit two addresses back to back: the newer search cancels the older one, so only the latest
///    result is ever shown.
@MainActor
enum SearchAddressFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let places = environment.places
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = environment.places.findPlacesViewpoint
    let mapView = MapView(map: map, viewSize: FlowEnvironment.viewSize)
    let model = AddressSearchModel(locator: try await environment.locator(), mapView: mapView)
    let log = StateLog(model)
    _ = log.drain()
    transcript.line("Map: \(environment.basemapName(mapView, online: "topographic")), \(environment.describe(mapView))")

    if let first = places.addresses.first {
      transcript.step("Type \"\(first)\" and press Search")
      await model.submit(first).value
      await model.waitUntilIdle()
      report(model, mapView: mapView, log: log, environment: environment)
      environment.snapshots.write("search-address-1-result", mapView: mapView)
    }

    transcript.step("Press Search with nothing typed")
    await model.submit("").value
    await model.waitUntilIdle()
    report(model, mapView: mapView, log: log, environment: environment)

    transcript.step("Type \"\(places.nonsense)\" and press Search")
    await model.submit(places.nonsense).value
    await model.waitUntilIdle()
    report(model, mapView: mapView, log: log, environment: environment)

    let pair = Array(places.addresses.dropFirst().prefix(2))
    if pair.count == 2 {
      transcript.step("Type \"\(pair[0])\", press Search, and at once search \"\(pair[1])\"")
      let older = model.submit(pair[0])
      let newer = model.submit(pair[1])
      await older.value
      await newer.value
      await model.waitUntilIdle()
      report(model, mapView: mapView, log: log, environment: environment)
      let shownOlder = log.drain().contains { state in
        if case .result(let label, _) = state.status { return label.localizedCaseInsensitiveContains(pair[0]) }
        return false
      }
      transcript.detail(
        shownOlder
          ? "the older search's result was shown (it finished before the newer one started)"
          : "the older search was cancelled: its result was never shown")
      environment.snapshots.write("search-address-2-latest", mapView: mapView)
    }
  }

  private static func report(
    _ model: AddressSearchModel, mapView: MapView, log: StateLog<AddressSearchModel.State>,
    environment: FlowEnvironment
  ) {
    let transcript = environment.transcript
    let states = log.drain()
    if states.count > 1 {
      transcript.detail("states: " + states.map(summary).joined(separator: " → "))
    }
    let state = model.state
    switch state.status {
    case .none:
      transcript.value("status", "none")
    case .result(let label, let location):
      transcript.value("status", "result \"\(label)\" at \(environment.geographic(location))")
      let marker = model.markerGraphic.geometry.map { _ in "red square marker" } ?? "no marker"
      let text = model.textGraphic.geometry.map { _ in "label" } ?? "no label"
      transcript.detail("graphics: \(marker) and \(text) at the result; map \(environment.describe(mapView))")
    }
    if let message = state.message { transcript.value("message", message) }
  }

  private static func summary(_ state: AddressSearchModel.State) -> String {
    if state.isSearching { return "searching \"\(state.searchText)\"" }
    switch state.status {
    case .none: return state.message.map { "none (\($0))" } ?? "none"
    case .result(let label, _): return "result \"\(label)\""
    }
  }
}
