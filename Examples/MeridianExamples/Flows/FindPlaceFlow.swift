import Foundation
import Meridian

/// The find-place flow, step by step as the classic sample has a person do it.
///
/// 1. Show a map; start the location display (a simulated device position) so "Current Location" works.
/// 2. Type into the place field letter by letter: each keystroke asks for POI suggestions and cancels
///    the previous request, so only the latest suggestions show.
/// 3. Type into the "near" field: "Current Location" comes first, then populated places.
/// 4. Choose the first populated place suggested and search: the model geocodes the suggestion to a
///    point, finds the places near it, draws them and zooms to them.
/// 5. Choose "Current Location" instead and search again: the places near the device.
/// 6. Tap a result: the callout shows its `Match_addr` and, for a POI, its `Place_addr`.
/// 7. Pan away: "Redo search in this area" becomes available; use it to search the visible extent.
@MainActor
enum FindPlaceFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let places = environment.places
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = places.findPlaceViewpoint
    let mapView = MapView(map: map, viewSize: FlowEnvironment.viewSize)
    let model = PlaceFinderModel(locator: try await environment.locator(), mapView: mapView)
    transcript.line("Map: \(environment.basemapName(mapView, online: "topographic")), \(environment.describe(mapView))")

    mapView.locationDisplay.dataSource = SimulatedLocationDataSource(points: [places.currentLocation])
    try await mapView.locationDisplay.start()
    await waitForLocation(mapView)
    defer { mapView.locationDisplay.stop() }
    if let location = mapView.locationDisplay.mapLocation {
      transcript.line("Location display: started, the device is at \(environment.geographic(location))")
    }

    var lastSuggestions: [PlaceFinderModel.Suggestion] = []
    transcript.step("Type \"\(places.poiKeystrokes.last ?? "")\" into the place field, one letter at a time")
    var typing: [Task<Void, Never>] = []
    for text in places.poiKeystrokes { typing.append(model.typePOI(text)) }
    for task in typing { await task.value }
    await model.waitUntilIdle()
    lastSuggestions = model.state.suggestions
    transcript.detail("suggestions for \"\(model.state.poiText)\": \(list(lastSuggestions))")

    transcript.step("Type \"\(places.nearKeystrokes.last ?? "")\" into the near field")
    typing = []
    for text in places.nearKeystrokes { typing.append(model.typeNear(text)) }
    for task in typing { await task.value }
    await model.waitUntilIdle()
    transcript.detail("suggestions for \"\(model.state.nearText)\": \(list(model.state.suggestions))")

    if let town = firstPopulatedPlace(in: model.state.suggestions) {
      transcript.step("Choose \"\(town.label)\" and press Search")
      model.chooseSuggestion(.suggestion(town))
      await model.search().value
      await model.waitUntilIdle()
      transcript.detail("near field: \"\(model.state.nearText)\"")
      report(model, mapView: mapView, environment: environment)
      environment.snapshots.write("find-place-1-near-\(slug(town.label))", mapView: mapView)
    }

    transcript.step("Open the near field again, choose \"\(PlaceFinderModel.currentLocationText)\" and press Search")
    await model.typeNear("").value
    model.chooseSuggestion(.currentLocation)
    await model.search().value
    await model.waitUntilIdle()
    transcript.detail("near field: \"\(model.state.nearText)\"")
    report(model, mapView: mapView, environment: environment)
    environment.snapshots.write("find-place-2-near-current-location", mapView: mapView)

    if let (place, point) = tappable(model, mapView: mapView) {
      transcript.step("Tap the result \"\(place.title)\" at \(environment.screen(point))")
      mapView.tap(at: point)
      await model.waitUntilIdle()
      if let callout = model.callout {
        transcript.detail("callout: \"\(callout.title ?? "")\"" + (callout.detail.map { " / \"\($0)\"" } ?? ""))
      } else {
        transcript.detail("callout: hidden")
      }
    }

    transcript.step("Pan the map 400 points to the left (drag right to left)")
    mapView.pan(by: CGSize(width: -400, height: 0))
    await model.waitUntilIdle()
    transcript.detail("map: \(environment.describe(mapView))")
    transcript.detail(
      model.state.canRedoSearch
        ? "\"Redo search in this area\" is shown" : "\"Redo search in this area\" is not shown")

    if model.state.canRedoSearch {
      transcript.step("Tap \"Redo search in this area\"")
      await model.redoSearchInThisArea().value
      await model.waitUntilIdle()
      report(model, mapView: mapView, environment: environment)
      environment.snapshots.write("find-place-3-redo-search", mapView: mapView)
    }
  }

  /// The first locator suggestion of the list (a populated place), skipping "Current Location".
  private static func firstPopulatedPlace(in suggestions: [PlaceFinderModel.Suggestion]) -> SuggestResult? {
    for suggestion in suggestions {
      if case .suggestion(let result) = suggestion { return result }
    }
    return nil
  }

  /// A file-name part for a place: its first word, lowercased ("helsinki").
  private static func slug(_ label: String) -> String {
    let word = label.prefix { $0.isLetter || $0.isNumber || $0 == " " }.split(separator: " ").first ?? "place"
    return word.lowercased()
  }

  private static func list(_ suggestions: [PlaceFinderModel.Suggestion]) -> String {
    guard !suggestions.isEmpty else { return "none" }
    let labels = suggestions.prefix(6).map { "\"\($0.label)\"" }
    return labels.joined(separator: ", ") + (suggestions.count > 6 ? ", … (\(suggestions.count) in all)" : "")
  }

  private static func report(_ model: PlaceFinderModel, mapView: MapView, environment: FlowEnvironment) {
    let transcript = environment.transcript
    let state = model.state
    if let message = state.message { transcript.value("message", message) }
    transcript.detail("\(counted(state.places.count, "place")); map \(environment.describe(mapView))")
    for (index, place) in state.places.prefix(8).enumerated() {
      transcript.detail(String(format: "%2d. ", index + 1) + "\(place.title)" + (place.detail.map { " — \($0)" } ?? ""))
    }
    if state.places.count > 8 { transcript.detail("    … and \(state.places.count - 8) more") }
  }

  private static func tappable(_ model: PlaceFinderModel, mapView: MapView) -> (PlaceFinderModel.Place, CGPoint)? {
    let size = mapView.viewSize
    let points = model.state.places.map { mapView.screenPoint(fromLocation: $0.location) }
    for (index, place) in model.state.places.enumerated() {
      guard let point = points[index], point.x > 30, point.y > 60, point.x < size.width - 30,
        point.y < size.height - 30
      else { continue }
      let clear = points.enumerated().allSatisfy { other in
        guard other.offset != index, let p = other.element else { return true }
        return hypot(p.x - point.x, p.y - point.y) >= 40
      }
      if clear { return (place, point) }
    }
    return nil
  }

  /// Waits (at most about two seconds) for the location display's first position.
  private static func waitForLocation(_ mapView: MapView) async {
    for _ in 0..<200 where mapView.locationDisplay.mapLocation == nil {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }
}
