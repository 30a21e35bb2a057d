import Foundation
import Meridian

/// The find-places flow, step by step as the classic tutorial has a person do it.
///
/// 1. Show a map and a graphics overlay; create the locator.
/// 2. Pick the "Coffee shop" category: the model searches near the centre of the visible area and
///    draws a brown circle (size 10, white outline) for each place; markers that would overlap draw
///    as one brown cluster labelled with its count. The flow prints what a front draws.
/// 3. Tap a marker: identify with a 12-point tolerance; the callout shows its name and address.
/// 4. Tap a cluster, if one is drawn: the callout counts its places and names the first three, and
///    the map zooms in on it to the level where it splits; then zoom back out.
/// 5. Tap an empty spot: the callout goes away.
/// 6. Pick another category: the old markers and clusters go, the new ones come in that category's colour.
@MainActor
enum FindPlacesFlow {
  static func run(_ environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let map = Map(basemapStyle: .arcGISTopographic)
    map.initialViewpoint = environment.places.findPlacesViewpoint
    let mapView = MapView(map: map, viewSize: FlowEnvironment.viewSize)
    let model = FindPlacesModel(locator: try await environment.locator(), mapView: mapView)
    transcript.line("Map: \(environment.basemapName(mapView, online: "topographic")), \(environment.describe(mapView))")
    transcript.line("Categories: \(model.categories.map(\.label).joined(separator: ", "))")

    guard let coffee = model.categories.first(where: { $0.label == "Coffee shop" }) else { return }
    transcript.step("Pick the category \"\(coffee.label)\"")
    if let centre = mapView.visibleArea?.extent.center {
      transcript.detail("searching near the centre of the visible area, \(environment.geographic(centre))")
    }
    await model.selectCategory(coffee).value
    await model.waitUntilIdle()
    report(model, environment: environment)
    reportDrawn(mapView, environment: environment)
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

    if let cluster = largestCluster(mapView) {
      let count = cluster.cluster?.count ?? 0
      transcript.step("Tap the cluster of \(count) places at \(environment.screen(cluster.screenPosition))")
      mapView.tap(at: cluster.screenPosition)
      await model.waitUntilIdle()
      reportCallout(model, mapView: mapView, environment: environment)
      transcript.detail("the map zoomed in on the cluster, \(environment.describe(mapView))")
      reportDrawn(mapView, environment: environment)
      environment.snapshots.write("find-places-2-cluster", mapView: mapView)
      if let viewpoint = map.initialViewpoint {
        transcript.step("Zoom back out to 1:\(Int(viewpoint.targetScale).formatted(.number.grouping(.automatic)))")
        _ = await mapView.setViewpoint(viewpoint)
        reportDrawn(mapView, environment: environment)
      }
    } else {
      transcript.step("Tap a cluster")
      transcript.detail("no markers overlap at this scale, so no cluster is drawn")
    }

    let empty = emptySpot(mapView)
    transcript.step("Tap an empty spot at \(environment.screen(empty))")
    mapView.tap(at: empty)
    await model.waitUntilIdle()
    reportCallout(model, mapView: mapView, environment: environment)

    if let food = model.categories.first(where: { $0.label == "Food" }) {
      transcript.step("Pick the category \"\(food.label)\"")
      await model.selectCategory(food).value
      await model.waitUntilIdle()
      report(model, environment: environment)
      reportDrawn(mapView, environment: environment)
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

  /// Prints what a front draws at the view's scale: the single markers and the clusters whose centre
  /// is in the view, and for each cluster its count and first names.
  private static func reportDrawn(_ mapView: MapView, environment: FlowEnvironment) {
    let transcript = environment.transcript
    let bounds = CGRect(origin: .zero, size: mapView.viewSize)
    let inside = mapView.displayList().filter { bounds.contains($0.screenPosition) }
    let clusters = inside.compactMap(\.cluster)
    let singles = inside.count - clusters.count
    let clustered = clusters.reduce(0) { $0 + $1.count }
    transcript.detail(
      "a front draws \(counted(singles, "marker")) and \(counted(clusters.count, "cluster")) of "
        + "\(counted(clustered, "place")) (level \(mapView.clusterZoom)'s clusters)")
    for cluster in clusters {
      let names = (try? cluster.containedGeoElements(limit: 3, offset: 0)) ?? []
      let more = cluster.count - names.count
      transcript.detail(
        "  \(cluster.count): "
          + names.map { $0.attributes["PlaceName"] as? String ?? "Unknown" }.joined(separator: ", ")
          + (more > 0 ? " and \(more) more" : ""))
    }
  }

  /// The cluster with the largest count whose centre is in the view (the first drawn on a tie).
  static func largestCluster(_ mapView: MapView) -> DisplayItem? {
    let bounds = CGRect(origin: .zero, size: mapView.viewSize)
    return mapView.displayList().filter { $0.cluster != nil && bounds.contains($0.screenPosition) }
      .reduce(nil) { best, item in
        (item.cluster?.count ?? 0) > (best?.cluster?.count ?? 0) ? item : best
      }
  }

  private static func reportCallout(_ model: FindPlacesModel, mapView: MapView, environment: FlowEnvironment) {
    let transcript = environment.transcript
    if let message = model.state.message { transcript.value("message", message) }
    guard let callout = model.callout else {
      transcript.detail("callout: hidden")
      return
    }
    transcript.detail("callout: \"\(callout.text.replacingOccurrences(of: "\n", with: " / "))\"")
    // The model places its callout at the tapped location.
    if case .location(let location, _)? = mapView.callout {
      transcript.detail(
        "  anchored at \(environment.geographic(location)), on screen \(environment.screen(callout.anchor))")
    }
  }

  /// The first place (in result order) drawn as a single marker on screen and at least 30 points
  /// clear of everything else a front draws (a marker's centre, a cluster symbol's edge), so a tap on
  /// it can only mean it; places with a street address come first.
  static func tappablePlace(_ model: FindPlacesModel, mapView: MapView) -> (FindPlacesModel.Place, CGPoint)? {
    let size = mapView.viewSize
    let drawn = mapView.displayList()
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
      guard index < model.graphicsOverlay.graphics.count else { continue }
      let graphic = model.graphicsOverlay.graphics[index]
      guard let item = drawn.first(where: { $0.cluster == nil && $0.graphic === graphic }) else { continue }
      let point = item.screenPosition
      guard point.x > 20, point.y > 20, point.x < size.width - 20, point.y < size.height - 20 else { continue }
      let isClear = drawn.allSatisfy { other in
        guard other.graphic !== graphic || other.cluster != nil else { return true }
        let reach = other.cluster == nil ? 0 : (other.screenBounds?.width ?? 0) / 2
        return hypot(other.screenPosition.x - point.x, other.screenPosition.y - point.y) - reach >= 30
      }
      if isClear { return (place, point) }
    }
    return nil
  }

  /// A screen point at least 40 points from everything a front draws (a marker's centre, a cluster
  /// symbol's edge): the view's corners first, then a grid.
  static func emptySpot(_ mapView: MapView) -> CGPoint {
    let size = mapView.viewSize
    let drawn = mapView.displayList().map { item in
      (item.screenPosition, item.cluster == nil ? 0 : (item.screenBounds?.width ?? 0) / 2)
    }
    var candidates = [CGPoint(x: 30, y: 30), CGPoint(x: size.width - 30, y: size.height - 30)]
    for y in stride(from: 30.0, to: size.height, by: 60) {
      for x in stride(from: 30.0, to: size.width, by: 60) { candidates.append(CGPoint(x: x, y: y)) }
    }
    return candidates.first { candidate in
      drawn.allSatisfy { hypot($0.0.x - candidate.x, $0.0.y - candidate.y) - $0.1 >= 40 }
    } ?? CGPoint(x: 30, y: 30)
  }
}
