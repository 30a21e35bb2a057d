import Foundation
import Meridian

/// Writes SVG snapshots of a map view, each with its display list as JSON beside it.
///
/// `name.svg` is `mapView.svgSnapshot()`: the basemap (offline, the Helsinki OpenStreetMap basemap
/// with its labels), the visible graphics in draw order, the callout with the view's own title and
/// detail (the one place a callout's text lives) and the attribution. `name.json` lists, from
/// `mapView.displayList()`, every marker on screen: its centre in points (origin top-left, y down), the
/// distance from the centre its symbol covers, and its colour, so a reader (or CI, after rendering the SVG with a browser) can check that
/// the picture shows each marker where the display list says.
@MainActor
final class Snapshots {
  /// The folder to write into, or `nil` to write nothing.
  let directory: String?
  private let transcript: Transcript

  init(directory: String?, transcript: Transcript) {
    self.directory = directory
    self.transcript = transcript
  }

  /// Writes `<directory>/<name>.svg` and `<name>.json` when a snapshot folder was given.
  func write(_ name: String, mapView: MapView) {
    guard let directory else { return }
    let url = URL(fileURLWithPath: directory).appendingPathComponent(name + ".svg")
    write(to: url, mapView: mapView)
  }

  /// Writes an SVG snapshot (and its display list, as `.json` next to it) to a file the person named.
  func write(toFile path: String, mapView: MapView) {
    let url = URL(fileURLWithPath: path)
    write(to: url.pathExtension.lowercased() == "svg" ? url : url.appendingPathExtension("svg"), mapView: mapView)
  }

  private func write(to url: URL, mapView: MapView) {
    do {
      try Self.save(mapView, to: url)
      transcript.detail("snapshot: \(url.path)")
    } catch {
      transcript.detail("snapshot: could not write \(url.path): \(ExampleContext.message(for: error))")
    }
  }

  /// Writes a map view's SVG snapshot to a file and its display list beside it (`.json`).
  ///
  /// - Parameters:
  ///   - mapView: The view to draw.
  ///   - url: The SVG file; its folder is made when missing.
  /// - Throws: The file system's error when a file cannot be written.
  static func save(_ mapView: MapView, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(mapView.svgSnapshot().utf8).write(to: url, options: .atomic)
    let json = url.deletingPathExtension().appendingPathExtension("json")
    try Self.displayListJSON(mapView).write(to: json, options: .atomic)
  }

  /// One marker as the JSON display list describes it.
  struct Marker: Codable, Equatable {
    /// The centre of the marker on screen, in points from the left.
    var x: Double
    /// The centre of the marker on screen, in points from the top.
    var y: Double
    /// The largest distance from the centre the marker covers, outline included, in points.
    var reach: Double
    /// The fill colour, `#rrggbb`.
    var color: String
    /// The marker style (`circle`, `square`, ...).
    var style: String
    /// The graphic's `PlaceName` or `Match_addr`, when it has one.
    var label: String?
    /// For a cluster, the number of places it stands for (its count is drawn on its centre).
    var cluster: Int? = nil
  }

  /// A point on screen, in points from the top-left corner.
  struct ScreenPoint: Codable, Equatable {
    var x: Double
    var y: Double
  }

  /// The display list file: the view's size, its markers in draw order, and the callout's anchor.
  struct Listing: Codable, Equatable {
    var width: Double
    var height: Double
    var scale: Double
    var markers: [Marker]
    /// Where the callout points on screen, when one is shown; the callout box is drawn above it
    /// and may cover markers.
    var callout: ScreenPoint?
  }

  /// The markers of a map view's display list, a cluster's circle among them (with its count).
  static func markers(of mapView: MapView) -> [Marker] {
    mapView.displayList().flatMap { item -> [Marker] in
      // A cluster draws a composite: its circle, then its count in white on top.
      let parts = (item.symbol as? CompositeSymbol)?.symbols ?? [item.symbol]
      guard let marker = parts.lazy.compactMap({ $0 as? SimpleMarkerSymbol }).first else { return [] }
      let label = item.graphic.attributes["PlaceName"] as? String ?? item.graphic.attributes["Match_addr"] as? String
      // The display list gives the anchor; the marker is drawn at the anchor moved by its Cartesian offsets.
      return item.screenParts.flatMap { $0 }.map { anchor in
        let outline = marker.outline.map { $0.width } ?? 0
        return Marker(
          x: Double(anchor.x) + marker.offsetX, y: Double(anchor.y) - marker.offsetY,
          reach: (marker.size / 2 + outline / 2) * (marker.style == .circle ? 1 : 2.0.squareRoot()),
          color: ColorName.hex(marker.color), style: "\(marker.style)", label: label, cluster: item.cluster?.count)
      }
    }
  }

  /// The JSON display list of a map view.
  static func displayListJSON(_ mapView: MapView) throws -> Data {
    let listing = Listing(
      width: Double(mapView.viewSize.width), height: Double(mapView.viewSize.height), scale: mapView.scale,
      markers: markers(of: mapView),
      callout: mapView.calloutAnchor.map { ScreenPoint(x: Double($0.x), y: Double($0.y)) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(listing)
  }
}
