import Foundation
import Meridian

/// Writes SVG snapshots of a map view, each with its display list as JSON beside it.
///
/// The snapshots come from `MapView.svgSnapshot(calloutText:)` and `MapView.displayList()`, which
/// MeridianMapView has not shipped yet; until then `--snapshot` says so in the transcript and writes
/// nothing.
@MainActor
final class Snapshots {
  /// The folder to write into, or `nil` to write nothing.
  let directory: String?
  private let transcript: Transcript
  private var hasExplained = false

  init(directory: String?, transcript: Transcript) {
    self.directory = directory
    self.transcript = transcript
  }

  /// Would write `<directory>/<name>.svg` and `<name>.json`.
  func write(_ name: String, mapView: MapView, calloutText: String? = nil) {
    guard directory != nil, !hasExplained else { return }
    explain()
  }

  /// Would write an SVG snapshot to a file the person named.
  func write(toFile path: String, mapView: MapView, calloutText: String? = nil) {
    explain()
  }

  private func explain() {
    hasExplained = true
    transcript.detail("snapshot: not written; SVG snapshots need MapView.svgSnapshot(), not in this build yet")
  }
}
