import Foundation
import Meridian
import MeridianSampleData

/// What the flows share while an example runs: where they look, the locator, the snapshots.
///
/// Offline (the default) every flow searches the embedded Helsinki sample data (© OpenStreetMap
/// contributors, ODbL 1.0) through `SampleData.helsinkiLocator()`, with no network and no key. Online,
/// the flows search an online GeocodeServer from the tutorials' original places: Malibu for finding
/// places and San Diego for addresses, as the classic tutorials do. With `--nominatim URL` the flows
/// that search (find places, search for an address, find place) ask that Nominatim server from the
/// Helsinki places, where the extract `.ci/nominatim.sh` imports lies.
///
/// Unless online, the run sets the offline OpenStreetMap basemap of Helsinki
/// (`SampleData.helsinkiBasemap(progress:)`) as `MeridianEnvironment.offlineBasemap`, so every map
/// a flow makes with `Map(basemapStyle:)` draws it and each snapshot shows streets, water, parks and
/// labels under its markers. Online, the maps keep their basemap styles, whose tiles a front fetches.
@MainActor
final class FlowEnvironment {
  /// The public World geocoding service, used by `--online` without `--service-url`.
  static let worldGeocodeServer = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")

  /// The size of the headless map view, in points.
  static let viewSize = CGSize(width: 800, height: 600)

  let context: ExampleContext
  let snapshots: Snapshots
  private var sharedLocator: LocatorTask?
  private var sharedHelsinkiLocator: OfflineLocator?
  /// The offline basemap, once ``prepareSampleData(locator:)`` has loaded it.
  private(set) var helsinkiBasemap: VectorTileCache?

  init(context: ExampleContext) {
    self.context = context
    self.snapshots = Snapshots(directory: context.options.snapshotDirectory, transcript: context.transcript)
  }

  /// The transcript of the run.
  var transcript: Transcript { context.transcript }

  /// A Boolean value indicating whether the flows run against an online service.
  var isOnline: Bool { context.options.online }

  /// The places each flow starts at, offline or online.
  var places: FlowPlaces { isOnline ? .online : .offline }

  /// The locator every flow uses: the embedded Helsinki locator, or the online service.
  ///
  /// The embedded locator is built once and shared by the flows of a demo run.
  func locator() async throws -> LocatorTask {
    if let sharedLocator { return sharedLocator }
    let locator: LocatorTask
    if let url = context.options.nominatimURL {
      locator = LocatorTask(transport: NominatimTransport(url: url, userAgent: "meridian-demo"))
      transcript.line("Locator: the Nominatim server at \(url.absoluteString) (OpenStreetMap data, ODbL 1.0)")
    } else if isOnline {
      guard let url = context.options.serviceURL ?? Self.worldGeocodeServer else {
        throw FlowError.noServiceURL
      }
      locator = LocatorTask(url: url, apiKey: context.options.apiKey)
      transcript.line("Locator: the GeocodeServer at \(url.absoluteString)")
    } else {
      try await prepareSampleData(locator: true)
      guard let helsinki = sharedHelsinkiLocator else { throw FlowError.noSampleLocator }
      locator = LocatorTask(transport: helsinki)
      transcript.line(
        "Locator: the embedded Helsinki sample data (OpenStreetMap, © OpenStreetMap contributors, ODbL 1.0)")
    }
    sharedLocator = locator
    return locator
  }

  /// Loads (on the first run, builds) the sample data the flows need, under one progress line.
  ///
  /// The first run builds the offline basemap and, with `locator`, the sample indexes from the bundled
  /// files, side by side, and caches them; a terminal sees a progress line with each phase ("Helsinki
  /// places index", "Helsinki basemap", ...) redrawn at least every second. Later runs load the cached
  /// files. Online, there is nothing to load: the basemap is not used and the locator is the service's.
  ///
  /// - Parameter locator: Whether the flows also search the embedded Helsinki locator.
  func prepareSampleData(locator: Bool) async throws {
    guard !isOnline else { return }
    let needsLocator = locator && sharedHelsinkiLocator == nil && context.options.nominatimURL == nil
    guard needsLocator || helsinkiBasemap == nil else { return }
    let needsBasemap = helsinkiBasemap == nil
    let line = BuildProgressLine()
    let report = line.report
    let (helsinki, basemap) = try await line.showing {
      async let basemap: VectorTileCache? = needsBasemap ? try await SampleData.helsinkiBasemap(progress: report) : nil
      let helsinki: OfflineLocator? = needsLocator ? try await SampleData.helsinkiLocator(progress: report) : nil
      return (helsinki, try await basemap)
    }
    if let helsinki { sharedHelsinkiLocator = helsinki }
    if let basemap { helsinkiBasemap = basemap }
  }

  /// The offline basemap as a map's basemap: the Helsinki extract in OpenStreetMap Carto's style.
  ///
  /// - Parameter labels: Whether to draw the street, park, water and place names.
  /// - Returns: The basemap, or `nil` before ``prepareSampleData(locator:)`` loaded it (and online).
  func offlineBasemap(labels: Bool = true) -> Basemap? {
    guard let helsinkiBasemap else { return nil }
    var style = VectorTileStyle.openStreetMapCarto
    if !labels {
      for styleClass in StyleClass.allCases { style[styleClass].label = nil }
    }
    let name = labels ? "OpenStreetMap (offline)" : "OpenStreetMap (offline, no labels)"
    return Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: helsinkiBasemap, style: style, name: name)])
  }

  /// Names the basemap a map view draws: the offline OpenStreetMap basemap (the map's own, or the
  /// environment's in place of an online style), or the online style the flow asked for (which a
  /// front fetches from the network).
  func basemapName(_ mapView: MapView, online: String) -> String {
    mapView.map.drawnBasemap?.baseLayers.isEmpty == false ? "offline OpenStreetMap basemap" : "\(online) basemap"
  }

  /// Describes what a map view shows: centre, scale and size.
  func describe(_ mapView: MapView) -> String {
    let centre = geographic(mapView.center)
    let scale = Int(mapView.scale.rounded()).formatted(.number.grouping(.automatic))
    return
      "centre \(centre), scale 1:\(scale), view \(Int(mapView.viewSize.width)) × \(Int(mapView.viewSize.height)) points"
  }

  /// Formats any point as latitude and longitude, projecting it to WGS84 first.
  func geographic(_ point: Point) -> String {
    guard let projected = try? GeometryEngine.project(point, into: .wgs84) else { return "\(point)" }
    return Transcript.coordinates(latitude: projected.y, longitude: projected.x)
  }

  /// Formats a screen point.
  func screen(_ point: CGPoint) -> String {
    Transcript.screen(x: Double(point.x), y: Double(point.y))
  }
}

/// A failure of a flow that is not a model's state.
enum FlowError: Error, CustomStringConvertible {
  case noServiceURL
  case noSampleLocator
  case timedOut(String)

  var description: String {
    switch self {
    case .noServiceURL: return "no GeocodeServer URL to use online"
    case .noSampleLocator: return "the embedded Helsinki locator could not be loaded"
    case .timedOut(let what): return "gave up waiting for \(what)"
    }
  }
}
