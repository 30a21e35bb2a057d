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
@MainActor
final class FlowEnvironment {
  /// The public World geocoding service, used by `--online` without `--service-url`.
  static let worldGeocodeServer = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")

  /// The size of the headless map view, in points.
  static let viewSize = CGSize(width: 800, height: 600)

  let context: ExampleContext
  let snapshots: Snapshots
  private var sharedLocator: LocatorTask?

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
      // The first run builds the sample indexes from their CSV files and caches them (a progress
      // line on a terminal, redrawn every second); later runs load the cached files.
      let line = BuildProgressLine()
      let helsinki = try await line.showing { try await SampleData.helsinkiLocator(progress: line.report) }
      locator = LocatorTask(transport: helsinki)
      transcript.line(
        "Locator: the embedded Helsinki sample data (OpenStreetMap, © OpenStreetMap contributors, ODbL 1.0)")
    }
    sharedLocator = locator
    return locator
  }

  /// Makes a headless map view of the given map, 800 × 600 points, showing its initial viewpoint.
  func makeMapView(_ map: Map) -> MapView {
    MapView(map: map, viewSize: Self.viewSize)
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
  case timedOut(String)

  var description: String {
    switch self {
    case .noServiceURL: return "no GeocodeServer URL to use online"
    case .timedOut(let what): return "gave up waiting for \(what)"
    }
  }
}
