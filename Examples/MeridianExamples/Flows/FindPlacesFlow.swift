import Foundation
import Meridian

/// The find-places flow, step by step as the classic tutorial has a person do it.
///
/// 1. Show a map and a graphics overlay; create the locator.
/// 2. Pick the "Coffee shop" category: the model searches near the centre of the visible area and
///    draws a brown circle (size 10, white outline) for each place.
/// 3. Tap a marker: identify with a 12-point tolerance; the callout shows its name and address.
/// 4. Tap an empty spot: the callout goes away.
/// 5. Pick another category: the old markers go, the new ones come in that category's colour.
@MainActor
enum FindPlacesFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = environment.places.findPlacesViewpoint
    let mapView = environment.makeMapView(map)
    let model = FindPlacesModel(locator: try await environment.locator(), mapView: mapView)
    transcript.line("Map: topographic basemap, \(environment.describe(mapView))")
    transcript.line("Categories: \(model.categories.map(\.label).joined(separator: ", "))")

    guard let coffee = model.categories.first(where: { $0.label == "Coffee shop" }) else { return }
    transcript.step("Pick the category \"\(coffee.label)\"")
    if let centre = mapView.visibleArea?.extent.center {
      transcript.detail("searching near the centre of the visible area, \(environment.geographic(centre))")
    }
    await model.selectCategory(coffee).value
    await model.waitUntilIdle()
    report(model, environment: environment)
    environment.snapshots.write("find-places-1-coffee-shops", mapView: mapView)

    if let (place, point) = tappablePlace(model, mapView: mapView) {
      transcript.step("Tap the marker of \"\(place.name)\" at \(environment.screen(point))")
      mapView.tap(at: point)
      await model.waitUntilIdle()
      reportCallout(model, mapView: mapView, environment: environment)
      environment.snapshots.write("find-places-2-callout", mapView: mapView)
    } else {
      transcript.step("Tap a marker")
      transcript.detail("no marker is on screen clear of the others, so there is nothing to tap")
    }

    let empty = emptySpot(model, mapView: mapView)
    transcript.step("Tap an empty spot at \(environment.screen(empty))")
    mapView.tap(at: empty)
    await model.waitUntilIdle()
    reportCallout(model, mapView: mapView, environment: environment)

    if let food = model.categories.first(where: { $0.label == "Food" }) {
      transcript.step("Pick the category \"\(food.label)\"")
      await model.selectCategory(food).value
      await model.waitUntilIdle()
      report(model, environment: environment)
      environment.snapshots.write("find-places-3-food", mapView: mapView)
    }
  }

  /// Prints the places the state lists and the markers in the overlay.
  private static func report(_ model: FindPlacesModel, environment: FlowEnvironment) {
    let transcript = environment.transcript
    let state = model.state
    if let message = state.message { transcript.value("message", message) }
    let colour = state.category.map { ColorName.name(of: $0.color) } ?? "no"
    transcript.detail(
      "\(counted(state.places.count, "place")), \(counted(model.graphicsOverlay.graphics.count, "\(colour) marker")) on the map"
    )
    for (index, place) in state.places.prefix(10).enumerated() {
      transcript.detail(
        String(format: "%2d. ", index + 1) + "\(place.name) — \(place.address ?? "no address provided")")
    }
    if state.places.count > 10 { transcript.detail("    … and \(state.places.count - 10) more") }
  }

  private static func reportCallout(_ model: FindPlacesModel, mapView: MapView, environment: FlowEnvironment) {
    let transcript = environment.transcript
    if let message = model.state.message { transcript.value("message", message) }
    guard let callout = model.state.callout else {
      transcript.detail("callout: hidden")
      return
    }
    transcript.detail("callout: \"\(callout.text.replacingOccurrences(of: "\n", with: " / "))\"")
    if let anchor = mapView.calloutAnchor {
      transcript.detail(
        "  anchored at \(environment.geographic(callout.location)), on screen \(environment.screen(anchor))")
    }
  }

  /// The first place (in result order) whose marker is on screen and at least 30 points from every
  /// other marker, so a tap on it can only mean it; places with a street address come first.
  static func tappablePlace(_ model: FindPlacesModel, mapView: MapView) -> (FindPlacesModel.Place, CGPoint)? {
    let size = mapView.viewSize
    let points = model.state.places.map { mapView.screenPoint(fromLocation: $0.location) }
    // "Mannerheimintie 20 B, 00100 Helsinki" has a street address; "00100 Helsinki" has only a postcode.
    let hasStreet = { (place: FindPlacesModel.Place) in
      place.address?.split(separator: ",").first.map {
        $0.contains(where: \.isNumber) && $0.contains(where: \.isLetter)
      }
        ?? false
    }
    let order = model.state.places.enumerated().sorted { first, second in
      hasStreet(first.element) != hasStreet(second.element) ? hasStreet(first.element) : first.offset < second.offset
    }
    for (index, place) in order {
      guard let point = points[index], point.x > 20, point.y > 20, point.x < size.width - 20,
        point.y < size.height - 20
      else { continue }
      let isClear = points.enumerated().allSatisfy { other in
        guard other.offset != index, let otherPoint = other.element else { return true }
        return hypot(otherPoint.x - point.x, otherPoint.y - point.y) >= 30
      }
      if isClear { return (place, point) }
    }
    return nil
  }

  /// A screen point at least 40 points from every marker: the view's corners first, then a grid.
  static func emptySpot(_ model: FindPlacesModel, mapView: MapView) -> CGPoint {
    let size = mapView.viewSize
    let markers = model.state.places.compactMap { mapView.screenPoint(fromLocation: $0.location) }
    var candidates = [CGPoint(x: 30, y: 30), CGPoint(x: size.width - 30, y: size.height - 30)]
    for y in stride(from: 30.0, to: size.height, by: 60) {
      for x in stride(from: 30.0, to: size.width, by: 60) { candidates.append(CGPoint(x: x, y: y)) }
    }
    return candidates.first { candidate in
      markers.allSatisfy { hypot($0.x - candidate.x, $0.y - candidate.y) >= 40 }
    } ?? CGPoint(x: 30, y: 30)
  }
}
