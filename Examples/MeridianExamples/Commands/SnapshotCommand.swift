import Foundation
import Meridian

/// `meridian-demo snapshot`: draws one view of the offline Helsinki basemap into an SVG file.
///
/// The view is the options' centre, scale, size and rotation on the Helsinki OpenStreetMap basemap
/// (with or without its labels). With a category, the find-places model searches it near the view's
/// centre on the embedded Helsinki locator, as the find-places flow does, and its markers are drawn
/// on top. The SVG is `MapView.svgSnapshot()`; its display list is written beside it as JSON. One line
/// says what was drawn:
/// `Drew 4,120 layer items, 46 labels and 20 places (Coffee shop) as 11 markers and 3 clusters into map.svg`.
@MainActor
enum SnapshotCommand {
  static func run(_ options: SnapshotOptions, environment: FlowEnvironment) async throws {
    let transcript = environment.transcript
    let basemap: Basemap
    if let path = options.basemap {
      if options.category != nil { try await environment.prepareSampleData(locator: true) }
      basemap = try Self.basemap(contentsOf: path, labels: options.showsLabels)
    } else {
      try await environment.prepareSampleData(locator: options.category != nil)
      guard let helsinki = environment.offlineBasemap(labels: options.showsLabels) else {
        throw SnapshotCommandError.noBasemap
      }
      basemap = helsinki
    }
    let map = Map(basemap: basemap)
    map.initialViewpoint = Viewpoint(
      latitude: options.latitude, longitude: options.longitude, scale: options.scale, rotation: options.rotation)
    let mapView = MapView(map: map, viewSize: CGSize(width: options.width, height: options.height))
    transcript.line("View: \(environment.describe(mapView)), rotation \(options.rotation.formatted())°")
    if let note = coverageNote(mapView) { transcript.line(note) }

    var markers = ""
    // The model lives until the snapshot is written: its overlay leaves the view when it goes.
    var model: FindPlacesModel?
    if let label = options.category, let category = PlaceCategory.defaults.first(where: { $0.label == label }) {
      let finder = FindPlacesModel(locator: try await environment.locator(), mapView: mapView)
      model = finder
      await finder.selectCategory(category).value
      await finder.waitUntilIdle()
      if let message = finder.state.message { transcript.value("message", message) }
    }
    let frame = mapView.displayFrame()
    if let finder = model, let label = options.category {
      // The model clusters markers that would overlap: say how the places are drawn.
      let drawn = frame.graphics.filter { $0.graphicsOverlay === finder.graphicsOverlay }
      let clusters = drawn.filter { $0.cluster != nil }.count
      markers =
        " and \(counted(finder.graphicsOverlay.graphics.count, "place")) (\(label)) as "
        + "\(counted(drawn.count - clusters, "marker")) and \(counted(clusters, "cluster"))"
    }
    for failure in frame.layerErrors {
      transcript.line("layer \(failure.layerName) could not draw: \(ExampleContext.message(for: failure.error))")
    }
    let url = URL(fileURLWithPath: options.output)
    try Snapshots.save(mapView, to: url)
    transcript.line(
      "Drew \(counted(frame.layerItems.count, "layer item")), \(counted(frame.labels.count, "label"))\(markers) "
        + "into \(url.path)")
    withExtendedLifetime(model) {}
  }

  /// A basemap file (`meridian-basemap build`'s) as an offline basemap, with or without its labels.
  static func basemap(contentsOf path: String, labels: Bool) throws -> Basemap {
    let cache: VectorTileCache
    do {
      cache = try VectorTileCache(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SnapshotCommandError.unreadableBasemap(path: path, reason: "\(error)")
    }
    var style = VectorTileStyle.openStreetMapCarto
    if !labels {
      for styleClass in StyleClass.allCases { style[styleClass].label = nil }
    }
    return Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: cache, style: style, name: "OpenStreetMap (offline)")]
    )
  }
}

extension SnapshotCommand {
  /// A line saying that the view lies partly or wholly outside the basemap's detailed data, or `nil`.
  static func coverageNote(_ mapView: MapView) -> String? {
    let box = mapView.map.basemap?.drawableLayers.lazy.compactMap(\.dataCoverage).first
    let extent = box.flatMap { try? GeometryEngine.project($0, into: .wgs84) }
    let area =
      extent.map { e in
        " (the extract's box: \(Transcript.coordinates(latitude: e.yMin, longitude: e.xMin)) to "
          + "\(Transcript.coordinates(latitude: e.yMax, longitude: e.xMax)))"
      } ?? ""
    switch mapView.dataCoverage {
    case .full, .unknown: return nil
    case .partial: return "Data: part of the view lies outside the basemap's detailed data\(area)"
    case .outside:
      return "Data: the view lies outside the basemap's detailed data\(area); only the world layer is drawn"
    }
  }
}

/// Why `meridian-demo snapshot` could not draw.
enum SnapshotCommandError: Error, CustomStringConvertible {
  case noBasemap
  case unreadableBasemap(path: String, reason: String)

  var description: String {
    switch self {
    case .noBasemap: return "the offline Helsinki basemap could not be loaded"
    case .unreadableBasemap(let path, let reason): return "--basemap \(path): \(reason)"
    }
  }
}
